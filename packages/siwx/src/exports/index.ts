// The legacy `siweConfig` adapter and the session errors live in core (core applies `siweConfig`);
// they are re-exported here so sign-in code imports from one place.
export {
  fromSiweConfig,
  InvalidSIWXSessionError,
  type SIWEConfig,
  type SIWECreateMessageArgs,
  type SIWEMessageArgs,
  type SIWESession,
  type SIWEVerifyMessageArgs,
  type SIWXSessionCheck,
  UnsupportedSIWXNamespaceError,
} from '@latch/core'
export { type CreateSIWXParameters, createSIWX } from '../createSIWX.js'
export {
  InvalidSIWXMessageFieldError,
  type SIWXMessageField,
} from '../errors/InvalidSIWXMessageFieldError.js'
export { parseSIWXMessage } from '../messages/parseSIWXMessage.js'
export { generateSIWXNonce } from '../nonce/generateSIWXNonce.js'
export { createBip122Verifier } from '../verifiers/createBip122Verifier.js'
export {
  type CreateEip155VerifierParameters,
  createEip155Verifier,
} from '../verifiers/createEip155Verifier.js'
export { createSolanaVerifier } from '../verifiers/createSolanaVerifier.js'
export type { SIWXVerifier } from '../verifiers/types.js'
