// The lazy half of the EVM adapter: `createEvmAdapter` loads this module, and with it @wagmi/core
// and viem's transports, with one dynamic import on first need.
export { createEvmRuntime, type EvmRuntime } from './createEvmRuntime.js'
export { addWalletConnectBridge, createWagmiConfig, setConfigChains } from './createWagmiConfig.js'
