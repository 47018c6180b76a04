import {
  type AuthenticationResponseJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import * as z from 'zod'
import { type PasskeyChallenge, type Queryable, takePasskeyChallenge } from './challenges.js'
import {
  advancePasskeyCounter,
  findPasskeyCredential,
  type PasskeyCredential,
} from './credentials.js'
import { type RelyingParty, userIdBytes } from './passkeyOptions.js'

/** base64url text of at most `max` characters. */
export const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/)

/**
 * An assertion as `@simplewebauthn/browser` returns it; the frame removes the extension outputs
 * (the PRF output never leaves it), so `clientExtensionResults` is optional and ignored.
 */
export const assertionResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1400),
    userHandle: base64url(1400).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).optional(),
})

/** Why an assertion was refused (API.md "Passkeys"). */
export type AssertionFailure =
  | 'invalid_challenge'
  | 'unknown_credential'
  | 'invalid_assertion'
  | 'counter_regression'

/** The outcome of {@link verifyPasskeyAssertion}. */
export type VerifyPasskeyAssertionReturnType =
  | { ok: true; challenge: PasskeyChallenge; credential: PasskeyCredential }
  | { ok: false; reason: AssertionFailure }

/**
 * Checks a passkey assertion, in this order:
 * 1. takes the challenge once (`challengeId` of `purpose`, live, and when given made for `userId`
 *    or the frame key `jkt`), else `invalid_challenge` (unknown, used, expired, another key);
 * 2. finds the credential `response.id` (for a `userId`, one of theirs), else `unknown_credential`;
 * 3. `verifyAuthenticationResponse`: the challenge, the expected origin (the frame's), RP ID and
 *    top origin (the challenge's host origin, when the browser sends one), the signature, user
 *    presence and verification, and a user handle, when sent, of the credential's user; any
 *    failure is `invalid_assertion`;
 * 4. the counter rule: when the signed counter or the stored one is above 0, the signed one must
 *    be above the stored one, else `counter_regression`; then the stored counter moves to it
 *    (compare-and-set: a concurrent use of the same counter is a regression too).
 */
export async function verifyPasskeyAssertion(
  sql: Queryable,
  rp: RelyingParty,
  parameters: {
    challengeId: string
    purpose: 'login' | 'confirm'
    response: z.infer<typeof assertionResponseSchema>
    now: Date
    userId?: string
    jkt?: string
  },
): Promise<VerifyPasskeyAssertionReturnType> {
  const { response, now } = parameters
  const challenge = await takePasskeyChallenge(sql, {
    id: parameters.challengeId,
    purpose: parameters.purpose,
    now,
    userId: parameters.userId,
    jkt: parameters.jkt,
  })
  if (!challenge) return { ok: false, reason: 'invalid_challenge' }
  const credential = await findPasskeyCredential(sql, response.id)
  if (!credential || (parameters.userId !== undefined && credential.userId !== parameters.userId))
    return { ok: false, reason: 'unknown_credential' }
  const { userHandle } = response.response
  if (
    userHandle !== undefined &&
    userHandle !== Buffer.from(userIdBytes(credential.userId)).toString('base64url')
  )
    return { ok: false, reason: 'invalid_assertion' }
  let newCounter: number
  try {
    const verified = await verifyAuthenticationResponse({
      response: {
        ...response,
        clientExtensionResults: {},
      } satisfies AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      expectedTopOrigin: challenge.origin,
      // Counter 0 here: the counter rule below is ours, with its own reason.
      credential: { ...credential, counter: 0 },
      requireUserVerification: true,
    })
    if (!verified.verified) return { ok: false, reason: 'invalid_assertion' }
    newCounter = verified.authenticationInfo.newCounter
  } catch {
    return { ok: false, reason: 'invalid_assertion' }
  }
  const stored = credential.counter
  if ((newCounter > 0 || stored > 0) && newCounter <= stored)
    return { ok: false, reason: 'counter_regression' }
  const advanced = await advancePasskeyCounter(sql, {
    id: credential.id,
    stored,
    next: newCounter,
    now,
  })
  if (!advanced) return { ok: false, reason: 'counter_regression' }
  return { ok: true, challenge, credential: { ...credential, counter: newCounter } }
}
