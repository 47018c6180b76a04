import { announceProvider } from 'mipd'
import { ANVIL_TEST_MNEMONIC } from '../constants/ANVIL_TEST_MNEMONIC.ts'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import { requestRpc } from '../utils/requestRpc.ts'
import { createDevWalletStore } from './createDevWalletStore.ts'
import { createMemoryDevWalletStorage } from './createMemoryDevWalletStorage.ts'
import { devWalletInfo } from './devWalletInfo.ts'
import { accountHandlers } from './handlers/accountHandlers.ts'
import { chainHandlers } from './handlers/chainHandlers.ts'
import type { DevWalletRequestHandler } from './handlers/DevWalletRequestHandler.ts'
import { sendTransaction } from './handlers/sendTransaction.ts'
import { signHandlers } from './handlers/signHandlers.ts'
import type { DevWallet, DevWalletChain, DevWalletStorage } from './types.ts'

/**
 * What {@link createDevWallet} takes: the chains the wallet knows and, optionally, the chain it
 * starts on, the mnemonic its accounts derive from and where its state persists.
 */
export type CreateDevWalletParameters = {
  /** The chains the wallet knows from the start; the first is the default. At least one. */
  chains: readonly DevWalletChain[]
  /** The chain a fresh wallet starts on. Defaults to `chains[0].id`. */
  defaultChainId?: number
  /** The BIP-39 mnemonic accounts derive from. Defaults to `ANVIL_TEST_MNEMONIC`. */
  mnemonic?: string
  /** Where state persists. Defaults to `globalThis.localStorage` if usable, else memory. */
  storage?: DevWalletStorage
  /** The storage key. Defaults to `'latch-dev-wallet'`. */
  storageKey?: string
}

/**
 * What {@link createDevWallet} returns: a {@link DevWallet}, an EIP-1193 provider with test
 * switches (`setNextApproval`, `announce`…).
 */
export type CreateDevWalletReturnType = DevWallet

const handlers: Record<string, DevWalletRequestHandler> = {
  ...accountHandlers,
  ...chainHandlers,
  ...signHandlers,
  eth_sendTransaction: sendTransaction,
}

/** Wallet-side methods it does not implement; forwarding them to a node would be wrong. */
const walletMethod = /^(wallet_|eth_sign|personal_)/

/**
 * Creates a dev wallet: a real EIP-1193 provider (https://eips.ethereum.org/EIPS/eip-1193) that
 * signs with viem local accounts derived from a mnemonic (BIP-44 `m/44'/60'/0'/0/<index>`) and
 * behaves like a browser extension for end-to-end and unit tests.
 *
 * Like MetaMask it persists, in `storage`, whether the site is authorized, the current chain, the
 * chains added through `wallet_addEthereumChain` and the selected account, so a page reload stays
 * connected on the same chain. It answers the account, permission (EIP-2255), chain (EIP-3085,
 * EIP-3326), signing (EIP-191, EIP-712) and `eth_sendTransaction` methods itself, and forwards
 * every other method to the current chain's `rpcUrl`. Requests that would open a prompt are
 * approved unless `setNextApproval` says otherwise. Touches no globals until called.
 *
 * @param parameters - {@link CreateDevWalletParameters}
 * @returns The wallet: an EIP-1193 provider with test switches ({@link DevWallet}).
 * @throws {Error} 'createDevWallet needs at least one chain'
 * @throws {Error} 'defaultChainId <id> is not one of the chains'
 *
 * `request` rejects with a {@link DevWalletRpcError}: 4001 'User rejected the request.', 4100 for
 * an unauthorized account, 4200 for an unimplemented wallet method, 4902 for an unknown chain,
 * -32602 for malformed params, -32603 'The current chain has no RPC URL', 4901 when the node is
 * unreachable, or the node's own error.
 *
 * @example
 * import { createDevWallet } from '@latch/testing'
 *
 * const wallet = createDevWallet({
 *   chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * wallet.announce()
 * wallet.setNextApproval('reject') // the next prompt is rejected with 4001
 */
export function createDevWallet(parameters: CreateDevWalletParameters): CreateDevWalletReturnType {
  const { chains, mnemonic = ANVIL_TEST_MNEMONIC, storageKey = 'latch-dev-wallet' } = parameters
  const defaultChainId = parameters.defaultChainId ?? chains[0]?.id
  if (defaultChainId === undefined) throw new Error('createDevWallet needs at least one chain')
  const defaultChain = chains.find((chain) => chain.id === defaultChainId)
  if (!defaultChain) throw new Error(`defaultChainId ${defaultChainId} is not one of the chains`)
  const storage = parameters.storage ?? defaultStorage()
  const store = createDevWalletStore({ chains, defaultChain, mnemonic, storage, storageKey })

  async function request({ method, params }: { method: string; params?: unknown }) {
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
    if (handler) return handler(store, params)
    if (walletMethod.test(method)) throw DevWalletRpcError.unsupportedMethod()
    const { rpcUrl } = store.chain
    if (!rpcUrl) throw DevWalletRpcError.noRpcUrl()
    return requestRpc(rpcUrl, method, params)
  }

  const wallet: DevWallet = {
    request: request as DevWallet['request'],
    on: store.on,
    removeListener: store.removeListener,
    get address() {
      return store.account.address
    },
    get chainId() {
      return store.chain.id
    },
    get nextApproval() {
      return store.nextApproval
    },
    setNextApproval(mode) {
      store.nextApproval = mode
    },
    moveToChain(chainId) {
      if (!Number.isSafeInteger(chainId) || chainId <= 0) {
        throw new Error(`Chain ID must be a positive integer, got ${chainId}`)
      }
      store.switchChain(
        store.findChain(chainId) ?? store.addChain({ id: chainId, name: `Chain ${chainId}` }),
      )
    },
    selectAccount: store.selectAccount,
    disconnectFromWallet: store.deauthorize,
    announce() {
      if (typeof window === 'undefined') throw new Error('announce() needs a browser window')
      return announceProvider({ info: devWalletInfo, provider: wallet })
    },
  }
  return wallet
}

/** `localStorage` when present and usable (it throws in sandboxed frames), else memory. */
function defaultStorage(): DevWalletStorage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage
  } catch {
    // Fall through to memory.
  }
  return createMemoryDevWalletStorage()
}
