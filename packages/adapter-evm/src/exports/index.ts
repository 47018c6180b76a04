export {
  type CreateEvmAdapterParameters,
  createEvmAdapter,
  type EvmAdapter,
} from '../createEvmAdapter.js'
export { AdapterNotSetUpError, ConnectorNotFoundError, NoAccountError } from '../errors.js'
export { switchEthereumChain } from '../switchEthereumChain.js'
export { toViemChain } from '../toViemChain.js'
