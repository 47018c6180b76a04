import { expect, test } from 'vitest'
import { AuthFrameError } from '../errors/AuthFrameError.js'
import { AuthServerError } from '../server/AuthServerError.js'
import { createAuthServerClient } from '../server/createAuthServerClient.js'
import { toLoginError } from './toLoginError.js'

test("a 429 keeps the server's wait: rate_limited with retryAfter, in seconds", async () => {
  const server = createAuthServerClient({
    baseUrl: 'http://auth.test',
    fetch: async () =>
      new Response(JSON.stringify({ error: 'rate_limited', retryAfter: 840 }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '840' },
      }),
  })
  const refused = await server
    .sendCode({ projectId: 'demo', email: 'a@b.co', origin: 'http://127.0.0.1:5173' })
    .catch((error: unknown) => error)
  const error = toLoginError(refused)
  expect(error).toBeInstanceOf(AuthFrameError)
  expect(error).toMatchObject({ code: 4100, reason: 'rate_limited', retryAfter: 840 })
})

test.each([
  [400, 'social_failed', 'access_denied', 4100, 'access_denied'],
  [400, 'social_failed', 'email_unverified', 4100, 'email_unverified'],
  [400, 'social_failed', 'provider_unavailable', 4100, 'provider_unavailable'],
  [400, 'social_failed', 'nonce_mismatch', 4100, 'social_failed'],
  [400, 'social_failed', undefined, 4100, 'social_failed'],
  [400, 'social_cancelled', undefined, 4001, 'social_cancelled'],
  [400, 'social_expired', undefined, 4100, 'social_expired'],
  [404, 'unknown_attempt', undefined, 4100, 'social_expired'],
  [401, 'invalid_completion', undefined, 4100, 'social_failed'],
  [404, 'unknown_provider', undefined, 4100, 'unknown_provider'],
  [503, 'provider_unavailable', undefined, 4900, 'provider_unavailable'],
])('issue 28: %i %s (%s) answers %i with reason %s', (status, error, reason, code, expected) => {
  expect(toLoginError(new AuthServerError(status, error, { reason }))).toMatchObject({
    code,
    reason: expected,
  })
})

test.each([
  [400, 'unknown_credential', 'unknown_credential', 'This passkey is not registered here.'],
  [404, 'passkeys_unavailable', 'passkey_unavailable', 'Passkeys are not available here.'],
  [400, 'invalid_challenge', 'passkey_failed', 'The passkey prompt has expired.'],
  [400, 'invalid_assertion', 'passkey_failed', 'The passkey did not work.'],
  [400, 'counter_regression', 'passkey_failed', 'The passkey did not work.'],
  [400, 'invalid_attestation', 'passkey_failed', 'The passkey did not work.'],
  [409, 'credential_exists', 'passkey_failed', 'This passkey is already added.'],
  [404, 'no_prf_passkey', 'passkey_failed', 'No passkey of this user can protect the wallet.'],
  [400, 'not_prf_passkey', 'passkey_failed', 'This passkey cannot protect the wallet.'],
])('issue 29: %i %s answers 4100 with reason %s', (status, error, reason, message) => {
  expect(toLoginError(new AuthServerError(status, error))).toMatchObject({
    code: 4100,
    reason,
    message,
  })
})

// Security review (issue 29): the server's new refusals on adding a passkey.
test.each([
  [403, 'login_required', 'For your security, log in again to add a passkey.'],
  [409, 'too_many_passkeys', 'This account already has the most passkeys it can hold.'],
])('issue 29: %i %s answers 4100 passkey_failed', (status, error, message) => {
  expect(toLoginError(new AuthServerError(status, error))).toMatchObject({
    code: 4100,
    reason: 'passkey_failed',
    message,
  })
})

// Issue 30: the Farcaster login's errors (API.md "Farcaster login").
test.each([
  [400, 'farcaster_refused', 'unauthorized_signer', 4100, 'farcaster_refused'],
  [400, 'farcaster_refused', 'invalid_nonce', 4100, 'farcaster_refused'],
  [400, 'farcaster_expired', undefined, 4100, 'farcaster_expired'],
  [400, 'farcaster_cancelled', undefined, 4001, undefined],
  [503, 'relay_unavailable', undefined, 4900, 'relay_unavailable'],
  [503, 'optimism_rpc_unavailable', undefined, 4900, 'optimism_rpc_unavailable'],
])('issue 30: %i %s (%s) answers %i with reason %s', (status, error, reason, code, expected) => {
  expect(toLoginError(new AuthServerError(status, error, { reason }))).toMatchObject({
    code,
    reason: expected,
  })
})
