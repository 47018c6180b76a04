import {
  type AdapterEvent,
  type CaipNetwork,
  type ChainAdapter,
  type Logger,
  NoActiveCaipAddressError,
} from '@latch/core'
import {
  type Config,
  connect,
  disconnect,
  estimateFeesPerGas,
  estimateGas,
  getClient,
  getConnection,
  reconnect,
  sendTransaction,
  signMessage,
  type Connector as WagmiConnector,
  watchBlockNumber,
  watchConnection,
  watchConnectors,
} from '@wagmi/core'
import type { Client, EIP1193Provider } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { createRpcClient } from '../data/createRpcClient.js'
import { ConnectorNotFoundError, NoAccountError } from '../errors.js'
import { evmAddress, evmChainId, hexSignature, transactionHash } from '../guard/eip1193Schemas.js'
import { unguardEip1193Provider } from '../guard/guardEip1193Provider.js'
import { rpcTransportOf } from '../rpc/createRpcTransport.js'
import type { RpcSettings } from '../rpc/readRpcOptions.js'
import { switchEthereumChain } from '../switchEthereumChain.js'
import { AUTH_BRIDGE_ID, WALLETCONNECT_BRIDGE_ID } from '../walletConnectBridgeId.js'
import { InvalidWalletResponseError } from '../walletErrors.js'
import { getAtomicCapability, sendAtomicCalls, waitForAtomicCalls } from './callBatches.js'
import { getNativeBalance } from './getNativeBalance.js'
import { simulateTransactions } from './simulateTransactions.js'
import { toEvmCall } from './toEvmCall.js'
import { getWalletAssets, getWalletCapabilities } from './walletAssets.js'

/** Parameters of {@link createEvmRuntime}. */
export type CreateEvmRuntimeParameters = {
  /** The host's wagmi config, or Latch's own (`createWagmiConfig`). */
  config: Config
  /** Reports the wallet's own account, chain and disconnect changes to the adapter's listeners. */
  emit: (event: AdapterEvent) => void
  /** Where a failed capability read is reported. */
  logger?: Logger | undefined
  /** The checked RPC options, for a network the config has no chain for (`rpcTransportOf`). */
  rpc?: RpcSettings | undefined
}

/** The part of the EVM adapter that needs `@wagmi/core`: everything after discovery. */
export type EvmRuntime = Pick<
  ChainAdapter,
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'getBalance'
  | 'watchNewBlocks'
  | 'signMessage'
  | 'sendTransaction'
  | 'estimateFee'
  | 'switchNetwork'
  | 'getProvider'
> &
  Required<
    Pick<
      ChainAdapter,
      | 'simulateTransactions'
      | 'waitForTransaction'
      | 'getCapabilities'
      | 'sendCalls'
      | 'waitForCalls'
      | 'getWalletCapabilities'
      | 'getAssets'
    >
  >

/** How long `waitForTransaction` waits for a receipt by default (ms). */
const RECEIPT_TIMEOUT_MS = 120_000

/**
 * Checks what wagmi reports as connected, for a host's wagmi config too, whose providers Latch does
 * not guard: the address must be an EVM address, the chain id a positive safe integer.
 * @throws {InvalidWalletResponseError} 'The wallet sent an invalid account' / '… chain id'.
 */
function checkConnection(
  connection: { address: unknown; chainId: unknown },
  method: string,
): { address: string; chainId: number } {
  const address = evmAddress.safeParse(connection.address)
  if (!address.success) throw new InvalidWalletResponseError('account', method)
  const chainId = evmChainId.safeParse(connection.chainId)
  if (!chainId.success) throw new InvalidWalletResponseError('chain id', 'eth_chainId')
  return { address: address.data, chainId: chainId.data }
}

/** How long reconnect waits for the stored wallet to announce itself (ms). */
const ANNOUNCE_WAIT_MS = 1000

/**
 * The EVM adapter's wallet runtime on a wagmi config: connect and reconnect, native balance from
 * the network's RPC, `personal_sign`, switching (EIP-3326, adding with EIP-3085 on error 4902),
 * and the wallet's `accountsChanged` / `chainChanged` / `disconnect` events, watched from creation
 * on and passed to `emit`. `createEvmAdapter` loads it on first need.
 *
 * @param parameters - {@link CreateEvmRuntimeParameters}
 * @returns The adapter methods that talk to the wallet or the network.
 */
export function createEvmRuntime({
  config,
  emit,
  logger,
  rpc,
}: CreateEvmRuntimeParameters): EvmRuntime {
  let provider: EIP1193Provider | undefined
  // Our own disconnect makes wagmi report a disconnect; it must not reach core as the wallet's.
  let disconnecting = false
  // Core names WalletConnect `walletConnect` and the embedded wallet `ID_AUTH`; wagmi reaches
  // them through Latch's bridge connectors.
  const findConnector = (id: string): WagmiConnector | undefined => {
    const wagmiId =
      id === 'walletConnect' ? WALLETCONNECT_BRIDGE_ID : id === 'ID_AUTH' ? AUTH_BRIDGE_ID : id
    return config.connectors.find((connector) => connector.id === wagmiId)
  }
  const waitForConnector = async (id: string): Promise<WagmiConnector | undefined> => {
    const found = findConnector(id)
    if (found || typeof window === 'undefined') return found
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        unwatch()
        resolve(findConnector(id))
      }, ANNOUNCE_WAIT_MS)
      const unwatch = watchConnectors(config, {
        onChange() {
          const connector = findConnector(id)
          if (!connector) return
          clearTimeout(timer)
          unwatch()
          resolve(connector)
        },
      })
    })
  }
  // The config's client for the network (the host's transport with a host config), else one over
  // the network's own RPC URLs (a host config without the chain).
  const clientFor = (caipNetwork: CaipNetwork): Client =>
    getClient(config, { chainId: Number(caipNetwork.id) }) ??
    createRpcClient(caipNetwork, rpcTransportOf(caipNetwork, rpc))
  const remember = async (connector: WagmiConnector) => {
    provider = (await connector.getProvider()) as EIP1193Provider
  }

  watchConnection(config, {
    onChange(connection, previous) {
      if (disconnecting) return
      if (previous.status === 'connected' && connection.status === 'disconnected') {
        provider = undefined
        emit({ type: 'disconnect' })
        return
      }
      if (connection.status !== 'connected') return
      if (connection.address && connection.address !== previous.address) {
        emit({ type: 'accountChanged', address: connection.address })
      }
      if (connection.chainId !== undefined && connection.chainId !== previous.chainId) {
        emit({ type: 'chainChanged', chainId: connection.chainId })
      }
    },
  })

  return {
    async connect({ connectorId, caipNetwork }) {
      const connector = findConnector(connectorId)
      if (!connector) throw new ConnectorNotFoundError(connectorId)
      const current = getConnection(config)
      if (
        current.status === 'connected' &&
        current.connector?.id === connectorId &&
        current.address
      ) {
        // A connect the user walked away from that the wallet approved later.
        await remember(connector)
        return checkConnection(
          { address: current.address, chainId: current.chainId },
          'eth_requestAccounts',
        )
      }
      const { accounts, chainId } = await connect(config, {
        connector,
        chainId: Number(caipNetwork.id),
      }).catch((error: unknown) => {
        // wagmi's `injected()` with no provider in this browser: the wallet is not installed.
        if ((error as Error | undefined)?.name === 'ProviderNotFoundError') {
          throw new ConnectorNotFoundError(connectorId)
        }
        throw error
      })
      await remember(connector)
      const [address] = accounts
      if (!address) throw new NoAccountError()
      return checkConnection({ address, chainId }, 'eth_requestAccounts')
    },
    async reconnect({ connectorId }) {
      const connector = await waitForConnector(connectorId)
      if (!connector) return undefined
      const [connection] = await reconnect(config, { connectors: [connector] })
      const address = connection?.accounts[0]
      if (!connection || !address) return undefined
      await remember(connector)
      return checkConnection({ address, chainId: connection.chainId }, 'eth_accounts')
    },
    async disconnect() {
      disconnecting = true
      try {
        await disconnect(config)
      } finally {
        disconnecting = false
        provider = undefined
      }
    },
    getBalance: ({ address, caipNetwork }) =>
      getNativeBalance(config, {
        address: address as `0x${string}`,
        chainId: Number(caipNetwork.id),
      }),
    // With a host wagmi config whose transports lack the chain, wagmi throws: nothing to watch then.
    watchNewBlocks({ caipNetwork, onNewBlock }) {
      try {
        return watchBlockNumber(config, {
          chainId: Number(caipNetwork.id),
          onBlockNumber: () => onNewBlock(),
          onError: () => {},
        })
      } catch {
        return () => {}
      }
    },
    async signMessage({ message, address }) {
      const signature = await signMessage(config, { message, account: address as `0x${string}` })
      if (!hexSignature.safeParse(signature).success) {
        throw new InvalidWalletResponseError('signature', 'personal_sign')
      }
      return signature
    },
    async sendTransaction(transaction) {
      const hash = await sendTransaction(config, {
        account: transaction.from as `0x${string}`,
        chainId: Number(transaction.caipNetwork.id),
        ...toEvmCall(transaction),
      })
      if (!transactionHash.safeParse(hash).success) {
        throw new InvalidWalletResponseError('transaction hash', 'eth_sendTransaction')
      }
      return hash
    },
    // Gas from the node's estimate times the fee per gas it suggests (EIP-1559 max fee, else the
    // legacy gas price): what the wallet will most likely charge at most.
    async estimateFee(transaction) {
      const chainId = Number(transaction.caipNetwork.id)
      const [gas, fees] = await Promise.all([
        estimateGas(config, {
          account: transaction.from as `0x${string}`,
          chainId,
          ...toEvmCall(transaction),
        }),
        estimateFeesPerGas(config, { chainId }),
      ])
      const perGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
      return { fee: gas * perGas }
    },
    simulateTransactions: (request) =>
      simulateTransactions(clientFor(request.caipNetwork), request),
    async waitForTransaction({ caipNetwork, hash, timeout = RECEIPT_TIMEOUT_MS }) {
      const { status } = await waitForTransactionReceipt(clientFor(caipNetwork), {
        hash: hash as `0x${string}`,
        timeout,
      })
      return { status }
    },
    // EIP-5792 batches (`callBatches.ts`): atomic only, never one transaction per call.
    getCapabilities: (request) => getAtomicCapability(config, logger, request),
    sendCalls: (request) => sendAtomicCalls(config, request),
    waitForCalls: (request) => waitForAtomicCalls(config, request),
    // EIP-5792 capabilities and ERC-7811 assets, straight from the connected wallet.
    getWalletCapabilities: (request) => getWalletCapabilities(provider, request),
    getAssets: (request) => getWalletAssets(provider, request),
    async switchNetwork({ caipNetwork }) {
      if (!provider) throw new NoActiveCaipAddressError()
      await switchEthereumChain(provider, caipNetwork)
    },
    // The host gets the wallet's own provider; Latch's own requests go through the guard.
    getProvider: () => provider && unguardEip1193Provider(provider),
  }
}
