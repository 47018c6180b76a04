export { type CreateEvmAdapterParameters, createEvmAdapter } from './createEvmAdapter.js'
export { switchEthereumChain } from './switchEthereumChain.js'
export { toViemChain } from './toViemChain.js'
