import type { CaipNetwork } from '@latch/core'
import type { Chain, EIP1193Provider } from 'viem'
import type { EvmAdapterState } from '../adapterState.js'
import { type AnnouncedWallet, listAnnouncedWallets } from '../discovery/listAnnouncedWallets.js'
import { AdapterNotSetUpError } from '../errors.js'
import { rpcSettingsOf } from '../rpc/readRpcOptions.js'
import { toViemChain } from '../toViemChain.js'
import { createEvmRuntime, type EvmRuntime } from './createEvmRuntime.js'
import { addLatchBridges, createWagmiConfig, setConfigChains } from './createWagmiConfig.js'

const toChains = (networks: readonly CaipNetwork[]) =>
  networks.map(toViemChain) as [Chain, ...Chain[]]

/** Whether another listed wallet announces the rdns of `connectorId` (`{rdns}` or `{rdns}#{uuid}`). */
function isContested(wallets: readonly AnnouncedWallet[], connectorId: string): boolean {
  const rdns = connectorId.split('#')[0]
  return wallets.some((wallet) => wallet.info.rdns === rdns && wallet.id !== connectorId)
}

/**
 * Starts the EVM adapter's wallet runtime on the host's wagmi config (adding Latch's bridges to
 * core's WalletConnect session and embedded wallet) or on Latch's own, made from the state's
 * networks and EIP-6963 store (with the Safe's connector in a Safe App). Sets `state.runtime`
 * and, with Latch's own config, `state.setChains`.
 *
 * Without a host config, a reconnect to a wallet whose rdns two providers announce gives
 * `undefined` (which one is real cannot be told; the user picks one in the Connect list).
 *
 * @param safeAppProvider - The Safe's provider when the page is a Safe App.
 * @throws {AdapterNotSetUpError} 'The EVM adapter is not set up' without a host config before setup.
 */
export function startEvmRuntime(
  state: EvmAdapterState,
  safeAppProvider: EIP1193Provider | undefined,
): EvmRuntime {
  const { parameters, setup, logger, announcedWallets } = state
  const { wagmiConfig } = parameters
  const rpc = rpcSettingsOf(state)
  if (wagmiConfig) {
    addLatchBridges(
      wagmiConfig,
      { walletConnect: setup?.walletConnect, embeddedWallet: setup?.embeddedWallet },
      logger,
    )
    state.runtime = createEvmRuntime({ config: wagmiConfig, emit: state.emit, logger, rpc })
    return state.runtime
  }
  if (!setup || !announcedWallets) throw new AdapterNotSetUpError()
  const config = createWagmiConfig({
    chains: toChains(state.networks),
    announcedWallets,
    storageKey: parameters.storageKey ?? 'latch.wagmi',
    storage: setup.storage,
    walletConnect: setup.walletConnect,
    embeddedWallet: setup.embeddedWallet,
    logger,
    safeAppProvider,
    rpc,
  })
  state.setChains = (networks) => setConfigChains(config, toChains(networks), rpc)
  const runtime = createEvmRuntime({ config, emit: state.emit, logger, rpc })
  state.runtime = {
    ...runtime,
    async reconnect(request) {
      // Two providers claim the stored wallet's rdns: which one is real cannot be told, so no
      // silent reconnect — the user picks one in the Connect list.
      if (isContested(listAnnouncedWallets(announcedWallets), request.connectorId)) {
        logger?.warn(`Not reconnecting "${request.connectorId}": two wallets announce its rdns`)
        return undefined
      }
      return runtime.reconnect(request)
    },
  }
  return state.runtime
}
