import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { PRF_SALT } from '../keys/passkeyRecovery.js'

/** A new passkey: what the server verifies (no extension outputs), and its PRF, if any. */
export type RegisteredPasskey = {
  response: Omit<RegistrationResponseJSON, 'clientExtensionResults'>
  /** The authenticator said PRF works for this passkey (`prf.enabled`, or an output at creation). */
  prf: boolean
  /** The PRF output for {@link PRF_SALT} when creation gave one (32 bytes; zero it after use). */
  prfOutput: Uint8Array | undefined
}

/** A passkey's assertion: what the server verifies (no extension outputs), and its PRF output. */
export type AssertedPasskey = {
  response: Omit<AuthenticationResponseJSON, 'clientExtensionResults'>
  /** The credential that answered, base64url. */
  credentialId: string
  /** The PRF output for {@link PRF_SALT}, if the passkey gave one (zero it after use). */
  prfOutput: Uint8Array | undefined
}

/** The two WebAuthn prompts, as the frame runs them (see {@link createPasskeyCeremonies}). */
export type PasskeyCeremonies = {
  register(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegisteredPasskey>
  authenticate(options: PublicKeyCredentialRequestOptionsJSON): Promise<AssertedPasskey>
  /** Stops the prompt running, if any (it then rejects with 4001). */
  cancel(): void
}

/** `@simplewebauthn/browser`'s calls, replaceable in tests. */
export type WebAuthnLibrary = {
  startRegistration: typeof startRegistration
  startAuthentication: typeof startAuthentication
  cancelCeremony: () => void
}

/**
 * Thrown when the authenticator already holds one of the user's passkeys (`InvalidStateError` at
 * creation): an earlier add that was never confirmed, or another project's. 4100, `passkey_failed`,
 * 'This authenticator already holds a passkey of this user.'
 */
export class PasskeyExistsError extends AuthFrameError {
  override name = 'PasskeyExistsError'
  constructor(cause: unknown) {
    super(errorCodes.unauthorized, 'This authenticator already holds a passkey of this user.', {
      reason: 'passkey_failed',
      cause,
    })
  }
}

const cancelled = new Set(['NotAllowedError', 'AbortError'])
const unavailable = new Set(['SecurityError', 'NotSupportedError'])

/**
 * Maps what a WebAuthn prompt threw (a `WebAuthnError` or `DOMException`, named after the
 * browser's error): `NotAllowedError` or `AbortError` (the user cancelled or the prompt timed
 * out) → 4001 'The passkey prompt was cancelled.'; `InvalidStateError` → {@link PasskeyExistsError};
 * `SecurityError`, `NotSupportedError` or no WebAuthn → 4100 `passkey_unavailable` 'Passkeys are
 * not available here.'; anything else → 4100 `passkey_failed` 'The passkey did not work.'
 *
 * @param error - What the prompt threw.
 * @returns The error to throw.
 */
export function toCeremonyError(error: unknown): AuthFrameError {
  if (error instanceof AuthFrameError) return error
  const name = error instanceof Error ? error.name : ''
  if (cancelled.has(name))
    return new AuthFrameError(errorCodes.userRejected, 'The passkey prompt was cancelled.', {
      cause: error,
    })
  if (name === 'InvalidStateError') return new PasskeyExistsError(error)
  if (
    unavailable.has(name) ||
    (error instanceof Error && error.message.includes('WebAuthn is not supported'))
  )
    return new AuthFrameError(errorCodes.unauthorized, 'Passkeys are not available here.', {
      reason: 'passkey_unavailable',
      cause: error,
    })
  return new AuthFrameError(errorCodes.unauthorized, 'The passkey did not work.', {
    reason: 'passkey_failed',
    cause: error,
  })
}

/** A copy of a PRF output (`ArrayBuffer` or view); the browser's buffer is zeroed. */
function takePrfOutput(value: unknown): Uint8Array | undefined {
  let view: Uint8Array | undefined
  if (value instanceof ArrayBuffer) view = new Uint8Array(value)
  else if (ArrayBuffer.isView(value))
    view = new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
  if (!view) return undefined
  const copy = view.slice()
  view.fill(0)
  return copy
}

// The PRF input, added by the frame: whatever the server's options say, it never chooses it.
const withPrf = <options extends object>(options: options) => ({
  ...options,
  extensions: { prf: { eval: { first: new Uint8Array(PRF_SALT) } } },
})

/**
 * The frame's WebAuthn prompts (`@simplewebauthn/browser`). Each adds the PRF input
 * ({@link PRF_SALT}, `extensions.prf.eval.first`) to the server's options, replacing any
 * `extensions` there; each calls the browser before anything is awaited, so a click's user
 * activation reaches it. The PRF output is taken out of the result (the browser's buffer zeroed)
 * and `clientExtensionResults` is removed from the `response` that goes to the server: the PRF
 * output never leaves the frame.
 *
 * @param library - `startRegistration`, `startAuthentication` and `cancelCeremony` (the
 *   library's by default).
 * @throws {AuthFrameError} As {@link toCeremonyError} maps the prompt's errors.
 */
export function createPasskeyCeremonies(
  library: WebAuthnLibrary = {
    startRegistration,
    startAuthentication,
    cancelCeremony: () => WebAuthnAbortService.cancelCeremony(),
  },
): PasskeyCeremonies {
  return {
    cancel: () => library.cancelCeremony(),
    register(options) {
      return library.startRegistration({ optionsJSON: withPrf(options) }).then(
        ({ clientExtensionResults, ...response }) => {
          const prfOutput = takePrfOutput(clientExtensionResults?.prf?.results?.first)
          const prf = clientExtensionResults?.prf?.enabled === true || prfOutput !== undefined
          return { response, prf, prfOutput }
        },
        (error: unknown) => {
          throw toCeremonyError(error)
        },
      )
    },
    authenticate(options) {
      return library.startAuthentication({ optionsJSON: withPrf(options) }).then(
        ({ clientExtensionResults, ...response }) => ({
          response,
          credentialId: response.id,
          prfOutput: takePrfOutput(clientExtensionResults?.prf?.results?.first),
        }),
        (error: unknown) => {
          throw toCeremonyError(error)
        },
      )
    },
  }
}
