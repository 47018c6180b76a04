// @latch/adapter-solana: the public API.
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SolanaAdapter,
} from '../createSolanaAdapter.js'
export {
  ConnectorNotFoundError,
  InvalidWalletResponseError,
  NoAccountError,
  RpcUrlMissingError,
  UserRejectedRequestError,
  WalletFeatureNotSupportedError,
  type WalletResponseKind,
} from '../errors.js'
export { toWalletStandardChain } from '../toWalletStandardChain.js'
