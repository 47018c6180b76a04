import { describe, expect, test } from 'vitest'
import { createDpopKey, createDpopProof, type DpopKey } from '../testing/dpopProof.js'
import {
  DAY_MS,
  HOUR_MS,
  otherCode,
  rotatingAttackerIps,
  victimIp,
} from '../testing/loginAttackers.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

// Issue 26 item 5: an attacker who keeps guessing (one guess per cool-down, rotating IPs) keeps a
// victim's address cooling down, then closed for the rest of the UTC day. A browser the victim has
// logged in from (its device key proven at that login) is not held by either; it has bounds of its
// own. The attacker rotates `X-Forwarded-For` (trusted by the test server; all on 127.0.0.1).

const harness = useTestAuthServer()

const origin = 'http://127.0.0.1:5173'
const attackerIp = rotatingAttackerIps()

const serverSeconds = () => Math.floor(harness.server.config.now().getTime() / 1000)
/** A device proof for `path` signed with `key`, dated by the server's (moved) clock. */
const deviceProof = (key: DpopKey, path: string, claims: { jti?: string } = {}) =>
  createDpopProof(key, { htu: `${harness.server.url}${path}`, iat: serverSeconds(), ...claims })
const withProof = (headers: Record<string, string>, proof: string | undefined) =>
  proof === undefined ? headers : { ...headers, 'latch-device-proof': proof }

const sendCode = async (email: string, headers: Record<string, string>, device?: DpopKey) =>
  harness.server.post(
    '/v1/email/code',
    { projectId: 'demo', email, origin },
    withProof(headers, device && (await deviceProof(device, '/v1/email/code'))),
  )
const verify = async (
  email: string,
  code: string,
  headers: Record<string, string>,
  device?: DpopKey,
) =>
  harness.server.post(
    '/v1/email/verify',
    { projectId: 'demo', email, code },
    withProof(headers, device && (await deviceProof(device, '/v1/email/verify'))),
  )
const lastCode = (email: string) => harness.server.codes.get(email)?.at(-1) ?? '000000'
const wrongCode = (email: string) => otherCode(lastCode(email))

/** Moves the server's clock to 1 s past the next UTC midnight. */
function startOfNextDay() {
  const now = harness.server.config.now().getTime()
  harness.server.advanceClock(DAY_MS - (now % DAY_MS) + 1000)
}

/** A login with a code from `device`, which makes it a known device of `email`. */
async function logInFrom(email: string, device: DpopKey) {
  expect((await sendCode(email, victimIp, device)).status).toBe(200)
  expect((await verify(email, lastCode(email), victimIp, device)).status).toBe(200)
}

/**
 * An attacker rotating IPs guesses codes for `email` as fast as the server lets it (moving the
 * clock as long as each 429 says) until 30 wrong codes were checked: the address is then closed
 * for the rest of the UTC day. Bounded at 2000 requests.
 */
async function closeAddress(email: string) {
  let checked = 0
  for (let steps = 0; checked < 30 && steps < 2000; steps++) {
    let answer: { error?: string; retryAfter?: number } = await (
      await verify(email, wrongCode(email), attackerIp())
    ).json()
    if (answer.error === 'invalid_code') checked++
    if (answer.error === 'expired_code' || answer.error === 'locked') {
      const request = await sendCode(email, attackerIp())
      answer = request.status === 200 ? {} : await request.json()
    }
    if (answer.error === 'rate_limited')
      harness.server.advanceClock((answer.retryAfter ?? 0) * 1000)
  }
  expect(checked).toBe(30)
  harness.server.advanceClock(15 * 60_000) // the 30th wrong code's cool-down
  const closed = await sendCode(email, victimIp)
  expect(closed.status).toBe(429)
  expect((await closed.json()).retryAfter).toBeGreaterThan(HOUR_MS / 1000)
}

describe('a known device against an attacker guessing its address', () => {
  test('the victim on a device it logged in from gets a code and logs in while the address is closed for the day', async () => {
    const email = 'victim@example.com'
    const device = await createDpopKey()
    startOfNextDay()
    await logInFrom(email, device)
    await closeAddress(email)

    const sent = await sendCode(email, victimIp, device)
    expect(sent.status).toBe(200)
    const login = await verify(email, lastCode(email), victimIp, device)
    expect(login.status).toBe(200)
    expect((await login.json()).user.email).toBe(email)
    // Not a way around the address's closure for anyone else: a request without the proof is refused.
    expect((await sendCode(email, victimIp)).status).toBe(429)
  })

  test('a forged, replayed, misdirected or other-key proof gets no way past the closure', async () => {
    const email = 'forged@example.com'
    const device = await createDpopKey()
    const other = await createDpopKey()
    startOfNextDay()
    await logInFrom(email, device)
    await logInFrom('other@example.com', other)
    await closeAddress(email)
    const code = '/v1/email/code'
    const body = { projectId: 'demo', email, origin }
    const post = (proof: string) =>
      harness.server.post(code, body, withProof(victimIp, proof)).then((r) => r.status)

    // Another key (a known device of another address), and a key never seen.
    expect(await post(await deviceProof(other, code))).toBe(429)
    expect(await post(await deviceProof(await createDpopKey(), code))).toBe(429)
    // The known device's public key in the header, signed by another key.
    const [, payload] = (await deviceProof(device, code)).split('.')
    const [header, , signature] = (await deviceProof(other, code)).split('.')
    const deviceHeader = Buffer.from(
      JSON.stringify({ alg: 'ES256', typ: 'dpop+jwt', jwk: device.jwk }),
    ).toString('base64url')
    expect(header).toBeTruthy()
    expect(await post(`${deviceHeader}.${payload}.${signature}`)).toBe(429)
    // A proof of the device spent once is not taken again, nor one for the other endpoint.
    const proof = await deviceProof(device, code)
    expect(await post(proof)).toBe(200)
    expect(await post(proof)).toBe(429)
    expect(await post(await deviceProof(device, '/v1/email/verify'))).toBe(429)
    // The device proof of the right code's login is checked too: a replayed one is no bypass.
    const verifyProof = await deviceProof(device, '/v1/email/verify')
    const verifyBody = { projectId: 'demo', email, code: lastCode(email) }
    expect(
      (await harness.server.post('/v1/email/verify', verifyBody, withProof(victimIp, verifyProof)))
        .status,
    ).toBe(200)
    expect((await sendCode(email, victimIp, device)).status).toBe(200)
    const replayed = await harness.server.post(
      '/v1/email/verify',
      { ...verifyBody, code: lastCode(email) },
      withProof(victimIp, verifyProof),
    )
    expect(replayed.status).toBe(429)
  })

  test('a known device gets at most 10 of its own wrong codes checked a day, then waits for the next', async () => {
    const email = 'typo@example.com'
    const device = await createDpopKey()
    startOfNextDay()
    await logInFrom(email, device)
    let checked = 0
    let refusal: { error?: string; retryAfter?: number } = {}
    for (let steps = 0; steps < 60 && refusal.error !== 'rate_limited'; steps++) {
      const answer = await (await verify(email, wrongCode(email), victimIp, device)).json()
      if (answer.error === 'invalid_code') checked++
      else if (answer.error === 'rate_limited') refusal = answer
      else expect((await sendCode(email, victimIp, device)).status).toBe(200)
    }
    expect(checked).toBe(10)
    expect(refusal.retryAfter).toBeGreaterThan(20 * 60 * 60)
    // Its wrong codes are its own: the address does not cool down for the user's other browsers.
    expect((await sendCode(email, victimIp)).status).toBe(200)
    harness.server.advanceClock((refusal.retryAfter ?? 0) * 1000)
    expect((await sendCode(email, victimIp, device)).status).toBe(200)
    expect((await verify(email, lastCode(email), victimIp, device)).status).toBe(200)
  })

  test('a device that never logged in (a valid proof of a new key) is held by the cool-down as before', async () => {
    const email = 'newdevice@example.com'
    startOfNextDay()
    expect((await sendCode(email, victimIp)).status).toBe(200)
    // Six wrong codes (5 lock a code: a new one for the sixth) start a 15 s cool-down.
    for (let i = 0; i < 5; i++) await verify(email, wrongCode(email), attackerIp())
    expect((await sendCode(email, victimIp)).status).toBe(200)
    expect((await verify(email, wrongCode(email), attackerIp())).status).toBe(400)
    const fresh = await createDpopKey()
    const refused = await sendCode(email, victimIp, fresh)
    expect(refused.status).toBe(429)
    const { retryAfter } = await refused.json()
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15)
    expect((await verify(email, lastCode(email), victimIp, fresh)).status).toBe(429)
    harness.server.advanceClock(retryAfter * 1000)
    // After the wait it logs in, and is known from then on.
    expect((await verify(email, lastCode(email), victimIp, fresh)).status).toBe(200)
    expect((await sendCode(email, attackerIp())).status).toBe(200)
    expect((await verify(email, wrongCode(email), attackerIp())).status).toBe(400)
    expect((await sendCode(email, victimIp)).status).toBe(429)
    expect((await sendCode(email, victimIp, fresh)).status).toBe(200)
  })
})
