// The lazy half of the EVM adapter: `createEvmAdapter` loads this module, and with it @wagmi/core
// and viem's transports, with one dynamic import on first need.
export { createEvmRuntime, type EvmRuntime } from './createEvmRuntime.js'
export { addWalletConnectBridge, createWagmiConfig, setConfigChains } from './createWagmiConfig.js'

/**
 * Loads the RPC data source (DESIGN.md §6) as its own chunk. It goes through the runtime, which a
 * connected account has loaded already, so the adapter's startup entry gets no extra import.
 */
export const loadEvmDataSource = async () =>
  (await import('../data/index.js')).createEvmDataSource()
