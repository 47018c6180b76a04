import {
  type AdapterEvent,
  bitcoin,
  bitcoinTestnet,
  createMemoryStorage,
  type WalletConnectNamespaceProvider,
} from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import {
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from '../createBitcoinAdapter.js'

/**
 * A Bitcoin adapter set up as core does (both Bitcoin networks, memory storage, a logger), with the
 * events it reports collected, and `wallets` registered for the test. Tests call `cleanUp()`.
 */
export function setUpAdapter(
  parameters: {
    wallets?: readonly Wallet[]
    walletConnect?: WalletConnectNamespaceProvider
  } & CreateBitcoinAdapterParameters = {},
) {
  const { wallets = [], walletConnect, ...adapterParameters } = parameters
  const unregister = wallets.map((wallet) => getWallets().register(wallet))
  const adapter = createBitcoinAdapter(adapterParameters)
  const logger = createLogger('fatal')
  adapter.setup({
    networks: [bitcoin, bitcoinTestnet],
    logger,
    storage: createMemoryStorage(),
    walletConnect: walletConnect ? { getProvider: () => walletConnect } : undefined,
  })
  const events: AdapterEvent[] = []
  const stop = adapter.subscribe((event) => events.push(event))
  return {
    adapter,
    events,
    logger,
    cleanUp() {
      stop()
      for (const undo of unregister) undo()
    },
  }
}
