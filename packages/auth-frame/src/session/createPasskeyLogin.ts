import type { AuthFramePasskeyAdded, AuthFrameSession } from '@latch/core/auth-frame'
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import type { Address } from 'viem'
import { AuthFrameError, errorCodes, unauthorized, userRejected } from '../errors/AuthFrameError.js'
import { createProofKey } from '../keys/dpopProof.js'
import { unwrapRecoveryShare, wrapRecoveryShare } from '../keys/passkeyRecovery.js'
import { type SigningShares, withSigningAccount } from '../keys/withSigningAccount.js'
import {
  type AssertedPasskey,
  type PasskeyCeremonies,
  PasskeyExistsError,
} from '../passkey/ceremonies.js'
import type { PasskeyPresenter, PasskeyRefusal } from '../passkey/createPasskeyView.js'
import { runPasskeyStep } from '../passkey/runPasskeyStep.js'
import { AuthServerError } from '../server/AuthServerError.js'
import type { AuthServerClient } from '../server/createAuthServerClient.js'
import type { ServerSession } from '../server/schemas.js'
import type { LoginPasskey } from './openWallet.js'
import { toLoginError } from './toLoginError.js'

/** The signed-in user as adding a passkey needs them. */
export type PasskeyUser = {
  userId: string
  address: Address
  passkeys: number
  recovery: 'login' | 'passkey'
}

const unavailable = () =>
  new AuthFrameError(errorCodes.unauthorized, 'Passkeys are not available here.', {
    reason: 'passkey_unavailable',
  })
const failed = (message: string) =>
  new AuthFrameError(errorCodes.internal, message, { reason: 'passkey_failed' })
// The server's refusals to add a passkey that the panel explains.
const refusals: Partial<Record<string, PasskeyRefusal>> = {
  login_required: 'loginAgain',
  too_many_passkeys: 'tooMany',
}
const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])
// The server's parsed options, as the WebAuthn library types them.
const creation = (options: unknown) => options as PublicKeyCredentialCreationOptionsJSON
const request = (options: unknown) => options as PublicKeyCredentialRequestOptionsJSON

/**
 * The passkey half of `createSessionManager`: logging in with a passkey, and adding
 * one to the signed-in user, then, when it has PRF, making it the wallet's recovery factor. Every
 * WebAuthn prompt starts from a click on the frame's own button ({@link runPasskeyStep}); PRF
 * outputs stay in the frame and are zeroed once used.
 *
 * @param parameters.origin - The verified host origin (the server binds each challenge to it).
 * @param parameters.view - The frame's passkey panel.
 * @param parameters.ceremonies - The WebAuthn prompts (they add the PRF input).
 * @param parameters.begin - Opens a session and its wallet; `passkey` is the login's.
 * @param parameters.end - Ends the signed-in session (a login whose request was aborted while the
 *   server verified it, after the user's prompt).
 * @param parameters.user - The signed-in user, if any.
 * @param parameters.accessToken - The session's access token (refreshed when near its expiry).
 * @param parameters.signingShares - This device's share and the auth share.
 * @param parameters.updated - Records the user's new passkey count and recovery.
 */
export function createPasskeyLogin(parameters: {
  projectId: string
  origin: string
  server: AuthServerClient
  view: PasskeyPresenter
  ceremonies: PasskeyCeremonies
  begin: (
    session: ServerSession,
    proofKey: CryptoKeyPair,
    passkey: LoginPasskey,
  ) => Promise<AuthFrameSession>
  end: () => Promise<void>
  user: () => PasskeyUser | undefined
  accessToken: () => Promise<string>
  signingShares: () => Promise<SigningShares>
  updated: (changes: Pick<PasskeyUser, 'passkeys' | 'recovery'>) => void
}) {
  const { projectId, origin, server, view, ceremonies } = parameters
  let rpId: Promise<string | undefined> | undefined

  /** The relying party id, asked once (`undefined`: passkeys are off or the server is older). */
  function relyingParty(): Promise<string | undefined> {
    rpId ??= server.getPasskeys().then(
      ({ rpId }) => rpId,
      (error: unknown) => {
        rpId = undefined
        console.warn('[Latch auth frame] Passkeys are not offered:', error)
        return undefined
      },
    )
    return rpId
  }

  async function domain(): Promise<string> {
    const found = typeof PublicKeyCredential === 'undefined' ? undefined : await relyingParty()
    if (found) return found
    throw unavailable()
  }

  /**
   * Runs `flow` with the panel, mapping its errors; a prompt stops at the end and the panel hides,
   * or says why the server refused to add a passkey (`login_required`, `too_many_passkeys`).
   */
  async function withPanel<result>(signal: AbortSignal, flow: () => Promise<result>) {
    const cancel = () => ceremonies.cancel()
    signal.addEventListener('abort', cancel, { once: true })
    let refusal: PasskeyRefusal | undefined
    try {
      return await flow()
    } catch (error) {
      if (error instanceof AuthServerError && !signal.aborted) refusal = refusals[error.error]
      throw toLoginError(error)
    } finally {
      signal.removeEventListener('abort', cancel)
      if (refusal) view.refuse(refusal)
      else view.hide()
    }
  }

  /** Wraps this device's share under `asserted`'s PRF output and checks it opens and rebuilds. */
  async function wrapDeviceShare(user: PasskeyUser, asserted: AssertedPasskey, output: Uint8Array) {
    const shares = await parameters.signingShares()
    if (!shares.deviceShare) throw unauthorized('This device holds no share of the wallet.')
    const place = { projectId, userId: user.userId, address: user.address }
    const bound = { ...place, credentialId: asserted.credentialId }
    const wrapped = await wrapRecoveryShare(shares.deviceShare, output, bound)
    const reopened = await unwrapRecoveryShare(wrapped, output, bound)
    try {
      await withSigningAccount({ ...shares, deviceShare: reopened }, async () => undefined)
    } finally {
      reopened.fill(0)
    }
    return wrapped
  }

  return {
    /**
     * `init`'s `passkeys`: the server offers passkeys (`GET /v1/passkeys`) and the browser has
     * WebAuthn (`PublicKeyCredential`).
     */
    async passkeysAvailable(): Promise<boolean> {
      return typeof PublicKeyCredential !== 'undefined' && (await relyingParty()) !== undefined
    },

    /**
     * `passkeyLogin`: a new proof key, a discoverable challenge bound to it, the panel "Use a
     * passkey"; the assertion's session opens the wallet (on a new device, with the share the
     * passkey wrapped). No deadline. A `signal` aborted once the user verified lets the server's
     * verification and the wallet finish, then ends that session (`end`) and rejects with 4001.
     * @throws {AuthFrameError} 4001 cancelled or `signal` aborted; 4100 `passkey_unavailable`,
     *   `unknown_credential`, `passkey_required` (no share of a protected wallet for this passkey),
     *   `passkey_failed`; else as `toLoginError` maps the server's answer.
     */
    passkeyLogin(signal: AbortSignal): Promise<AuthFrameSession> {
      return withPanel(signal, async () => {
        const proofKey = await createProofKey()
        const signedIn = await runPasskeyStep(
          view,
          {
            step: 'login',
            domain: await domain(),
            options: () => server.passkeyLoginOptions({ projectId, origin }, proofKey),
            prompt: ({ options }) => ceremonies.authenticate(request(options)),
            finish: async (asserted, { challengeId }) => {
              try {
                const body = { challengeId, response: asserted.response }
                const session = await server.passkeyLoginVerify(body, proofKey)
                const { credentialId, prfOutput } = asserted
                return await parameters.begin(session, proofKey, { credentialId, prfOutput })
              } finally {
                asserted.prfOutput?.fill(0)
              }
            },
          },
          signal,
        )
        // The host was told 4001 while the session opened: it must not stay signed in here.
        if (signal.aborted) {
          await parameters.end()
          throw userRejected()
        }
        return signedIn
      })
    },

    /**
     * `addPasskey`: "Create a passkey" for the signed-in user; a passkey without PRF is a login
     * method only (`recovery` unchanged). With PRF (or when the authenticator already holds the
     * user's passkey), "Confirm passkey": its assertion's PRF output (the same as at creation, when
     * creation gave one) wraps this device's share, the wrapped share must open and rebuild the
     * wallet, and the server stores it and drops the copy it could open. A `signal` aborted once the
     * user verified lets that step's server call finish and records what it changed (`updated`).
     * @throws {AuthFrameError} 4100 without a session; 4001 cancelled or aborted; -32603
     *   `passkey_failed` when the passkey gave no PRF output, or another than at its creation;
     *   4100 `passkey_failed` when the login is too old ('For your security, log in again to add a
     *   passkey.') or the user has the most passkeys ('This account already has the most passkeys
     *   it can hold.'), which the panel then says until it is shown again or hidden.
     */
    addPasskey(signal: AbortSignal): Promise<AuthFramePasskeyAdded> {
      return withPanel(signal, async () => {
        const user = parameters.user()
        if (!user) throw unauthorized()
        const rp = await domain()
        let created: { credentialId: string; prfOutput: Uint8Array | undefined } | undefined
        try {
          const made = await runPasskeyStep(
            view,
            {
              step: 'create',
              domain: rp,
              options: async () =>
                server.passkeyRegisterOptions(await parameters.accessToken(), { origin }),
              prompt: ({ options }) => ceremonies.register(creation(options)),
              finish: async (registered, { challengeId }) => {
                const body = { challengeId, response: registered.response, prf: registered.prf }
                try {
                  const token = await parameters.accessToken()
                  const stored = await server.passkeyRegisterVerify(token, body)
                  return { ...stored, prfOutput: registered.prfOutput }
                } catch (error) {
                  registered.prfOutput?.fill(0)
                  throw error
                }
              },
            },
            signal,
          )
          user.passkeys += 1
          parameters.updated({ passkeys: user.passkeys, recovery: user.recovery })
          if (!made.prf) {
            made.prfOutput?.fill(0)
            return { passkeys: user.passkeys, recovery: user.recovery, prf: false }
          }
          created = made
        } catch (error) {
          if (!(error instanceof PasskeyExistsError)) throw error
        }
        try {
          await runPasskeyStep(
            view,
            {
              step: 'confirm',
              domain: rp,
              notice: created ? undefined : 'exists',
              options: async () =>
                server.passkeyRecoveryOptions(await parameters.accessToken(), { origin }),
              prompt: ({ options }) => ceremonies.authenticate(request(options)),
              finish: async (asserted, { challengeId }) => {
                const output = asserted.prfOutput
                try {
                  if (!output) throw failed('The passkey gave no PRF output.')
                  const atCreation =
                    created?.credentialId === asserted.credentialId ? created.prfOutput : undefined
                  if (atCreation && !sameBytes(atCreation, output))
                    throw failed('The passkey’s PRF output is not the one it gave at creation.')
                  const wrappedShare = await wrapDeviceShare(user, asserted, output)
                  const token = await parameters.accessToken()
                  const body = { challengeId, response: asserted.response, wrappedShare }
                  await server.passkeyRecoveryConfirm(token, body)
                } finally {
                  output?.fill(0)
                }
              },
            },
            signal,
          )
        } finally {
          created?.prfOutput?.fill(0)
        }
        // The authenticator held one of the user's passkeys: at least one, whatever was counted.
        user.passkeys = Math.max(user.passkeys, 1)
        user.recovery = 'passkey'
        parameters.updated({ passkeys: user.passkeys, recovery: 'passkey' })
        return { passkeys: user.passkeys, recovery: 'passkey', prf: true }
      })
    },
  }
}

/** {@link createPasskeyLogin}'s methods where passkeys are off: none offered, each refused. */
export const passkeysOff: ReturnType<typeof createPasskeyLogin> = {
  passkeysAvailable: async () => false,
  passkeyLogin: () => Promise.reject(unavailable()),
  addPasskey: () => Promise.reject(unavailable()),
}
