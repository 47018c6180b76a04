export { type CreateSIWXParameters, createSIWX } from './createSIWX.js'
export {
  InvalidSIWXSessionError,
  type SIWXSessionCheck,
  UnsupportedSIWXNamespaceError,
} from './errors/siwx.js'
export { generateSIWXNonce } from './nonce/generateSIWXNonce.js'
export { fromSiweConfig } from './siwe/fromSiweConfig.js'
export type {
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageArgs,
  SIWESession,
  SIWEVerifyMessageArgs,
} from './siwe/types.js'
export {
  type CreateEip155VerifierParameters,
  createEip155Verifier,
} from './verifiers/createEip155Verifier.js'
export type { SIWXVerifier } from './verifiers/types.js'
