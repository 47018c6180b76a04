// The EVM adapter's RPC data source: `createEvmAdapter`'s `loadDataSource` loads this module, and
// with it viem's multicall, ABI and ENS code, with one dynamic import on first need.
export { ActivityUnavailableError } from './ActivityUnavailableError.js'
export {
  type CreateEvmDataSourceParameters,
  createEvmDataSource,
} from './createEvmDataSource.js'
