// @latch/core/auth-frame: the wire format between Latch and the secure auth frame (DESIGN.md §8,
// spec §7 cross-frame messages), for @latch/auth-frame and any other frame implementation. Its own
// entry, so pages that never load the frame do not carry its schemas.
export {
  AUTH_SAFE_METHODS,
  AUTH_UNSAFE_METHODS,
  type AuthFrameAccounts,
  type AuthFrameErrorReason,
  type AuthFrameEvent,
  type AuthFrameMessage,
  type AuthFrameNetwork,
  type AuthFramePasskeyAdded,
  type AuthFrameRequest,
  type AuthFrameResponse,
  type AuthFrameSession,
  type AuthFrameSolanaNetwork,
  authFrameAccountsSchema,
  authFrameErrorReasonSchema,
  authFrameNetworkSchema,
  authFramePasskeyAddedSchema,
  authFrameSessionSchema,
  authFrameSolanaNetworkSchema,
  EMAIL_PATTERN,
  parseAuthFrameMessage,
  parseAuthFrameRequest,
  toAuthFrameUrl,
} from '../features/embeddedWallet/frameProtocol.js'
export {
  authFrameEventSchema,
  authFrameMessageSchema,
  authFrameRequestSchema,
  authFrameResponseSchema,
} from '../features/embeddedWallet/frameProtocolSchemas.js'
// What the frame shows, formatted as the modal formats it, in the modal's locale.
export { localizeNumber } from '../format/localizeNumber.js'
export { stripInvisible } from '../format/stripInvisible.js'
export { truncateAddress } from '../format/truncateAddress.js'
export { type Catalogue, formatMessage } from '../locale/formatMessage.js'
export { resolveLocale } from '../locale/resolveLocale.js'
