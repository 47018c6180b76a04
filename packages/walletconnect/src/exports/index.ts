// Sign client (dapp side)

// Crypto (keys and envelopes)
export {
  type DecodeEnvelopeParameters,
  decodeEnvelope,
  type EncodeEnvelopeParameters,
  encodeEnvelope,
  type ReadEnvelopeReturnType,
  readEnvelope,
} from '../crypto/envelope.js'
export {
  EnvelopeError,
  type EnvelopeErrorParameters,
  type EnvelopeErrorReason,
  InvalidKeyError,
} from '../crypto/errors.js'
export {
  deriveSymKey,
  generateKeyPair,
  generateSymKey,
  hashKey,
  hashMessage,
  type KeyPair,
} from '../crypto/keys.js'
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
// Errors
export { WalletConnectError } from '../errors/WalletConnectError.js'

// Relay
export {
  type CreateRelayClientParameters,
  createRelayClient,
  type RelayClient,
} from '../relay/createRelayClient.js'
export type { RelayMessage, RelaySocket, RelaySocketConstructor } from '../relay/types.js'
// Relay auth
export { decodeDidKey, encodeDidKey } from '../relayAuth/didKey.js'
export {
  RelayAuthError,
  type RelayAuthErrorParameters,
  type RelayAuthErrorReason,
} from '../relayAuth/errors.js'
export {
  type CreateRelayAuthJwtParameters,
  createRelayAuthJwt,
  generateRelayAuthSeed,
  getClientId,
  type RelayAuthJwtPayload,
  type VerifyRelayAuthJwtOptions,
  verifyRelayAuthJwt,
} from '../relayAuth/relayAuthJwt.js'
export { createSignClient, type SignClient } from '../sign/createSignClient.js'
export { formatAuthMessage } from '../sign/formatAuthMessage.js'
export { createRecap } from '../sign/recap.js'
export type { Cacao, Metadata, SessionNamespace, SessionNamespaces } from '../sign/schemas.js'
export type {
  CreateSignClientParameters,
  ProposalNamespace,
  Session,
  SignClientAuthenticateParameters,
  SignClientConnectParameters,
  SignClientEventMap,
  SignClientLogger,
  SignClientPairing,
  SignClientStorage,
  SignedCacao,
} from '../sign/types.js'
// Pairing URI
export { PairingUriError } from '../uri/errors.js'
export {
  type FormatPairingUriParameters,
  formatPairingUri,
  type ParsePairingUriReturnType,
  parsePairingUri,
} from '../uri/pairingUri.js'
