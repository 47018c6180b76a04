// Sign client (dapp side)
export {
  type CreateSignClientParameters,
  createSignClient,
  type SignClient,
  type SignClientAuthenticateParameters,
  type SignClientConnectParameters,
  type SignClientPairing,
} from '../sign/createSignClient.js'
export { formatAuthMessage } from '../sign/formatAuthMessage.js'
export { createRecap } from '../sign/recap.js'
export type { Cacao, Metadata, SessionNamespace, SessionNamespaces } from '../sign/schemas.js'
export type {
  ProposalNamespace,
  Session,
  SignClientEventMap,
  SignClientLogger,
  SignClientStorage,
  SignedCacao,
} from '../sign/types.js'

// Relay
export {
  type CreateRelayClientParameters,
  createRelayClient,
  type RelayClient,
} from '../relay/createRelayClient.js'
export type { RelayMessage, RelaySocket, RelaySocketConstructor } from '../relay/types.js'

// Errors
export { WalletConnectError } from '../errors/WalletConnectError.js'
export {
  ClientClosedError,
  NotApprovedError,
  ProtocolError,
  RelayRequestError,
  RelayUnreachableError,
  SessionNotFoundError,
  WalletConnectExpiredError,
  WalletRpcError,
} from '../errors/errors.js'
