import { describe, expect, test } from 'vitest'
import {
  DAY_MS,
  HOUR_MS,
  otherCode,
  rotatingAttackerIps,
  victimIp,
} from '../testing/loginAttackers.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

// Issue 26 item 5: wrong codes could lock any address out of email login for 24 h. An attacker
// here rotates client IPs (`X-Forwarded-For`, trusted by the test server; every request goes to
// 127.0.0.1) and moves the server's clock as far as each refusal tells it to wait.

const harness = useTestAuthServer()

const origin = 'http://127.0.0.1:5173'
const attackerIp = rotatingAttackerIps()

const sendCode = (email: string, headers: Record<string, string>) =>
  harness.server.post('/v1/email/code', { projectId: 'demo', email, origin }, headers)
const verify = (email: string, code: string, headers: Record<string, string>) =>
  harness.server.post('/v1/email/verify', { projectId: 'demo', email, code }, headers)
const lastCode = (email: string) => harness.server.codes.get(email)?.at(-1) ?? '000000'
const wrongCode = (email: string) => otherCode(lastCode(email))

/**
 * One step of an attacker guessing codes for `email` from a new IP: a wrong code, or a new code
 * request when no code is pending or it is locked. Waits (moves the clock) as long as a 429 says.
 *
 * @returns Whether a wrong code was checked, and the wait a 429 asked for, in seconds.
 */
async function attackStep(email: string, options: { wait: boolean }) {
  const guess = await verify(email, wrongCode(email), attackerIp())
  let answer: { error?: string; retryAfter?: number } = await guess.json()
  if (answer.error === 'expired_code' || answer.error === 'locked') {
    const request = await sendCode(email, attackerIp())
    answer = request.status === 200 ? {} : await request.json()
  }
  const retryAfter = answer.error === 'rate_limited' ? (answer.retryAfter ?? 0) : 0
  if (options.wait) harness.server.advanceClock(retryAfter * 1000)
  return { checked: answer.error === 'invalid_code', retryAfter }
}

/** Moves the server's clock to 1 s past the next UTC midnight (the address's guess window). */
function startOfNextDay() {
  const now = harness.server.config.now().getTime()
  harness.server.advanceClock(DAY_MS - (now % DAY_MS) + 1000)
}

describe('an attacker rotating IPs against one address', () => {
  test('keeps the victim out at most 15 minutes after its last guess; then a fresh code logs in', async () => {
    const email = 'victim@example.com'
    expect((await sendCode(email, victimIp)).status).toBe(200)
    // An hour of guessing as fast as the server allows, then a burst of 200 without waiting.
    const attackEnds = harness.server.config.now().getTime() + HOUR_MS
    let steps = 0
    while (harness.server.config.now().getTime() < attackEnds && steps++ < 500) {
      await attackStep(email, { wait: true })
    }
    let longestWait = 0
    for (let i = 0; i < 200; i++) {
      longestWait = Math.max(longestWait, (await attackStep(email, { wait: false })).retryAfter)
    }
    expect(longestWait).toBeGreaterThan(0)
    expect(longestWait).toBeLessThanOrEqual(15 * 60)

    // The victim, told how long to wait, asks for a new code after that and logs in with it.
    const refused = await sendCode(email, victimIp)
    const { retryAfter } = await refused.json()
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, String(retryAfter)])
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    harness.server.advanceClock(retryAfter * 1000)
    expect((await sendCode(email, victimIp)).status).toBe(200)
    expect((await verify(email, lastCode(email), victimIp)).status).toBe(200)
  })

  test('gets at most 30 codes checked in a UTC day, the 30th after hours of guessing', async () => {
    const email = 'target@example.com'
    startOfNextDay()
    const dayStarts = harness.server.config.now().getTime()
    expect((await sendCode(email, victimIp)).status).toBe(200)
    let checked = 0
    let thirtiethAt = 0
    let steps = 0
    while (harness.server.config.now().getTime() < dayStarts + DAY_MS - 1000 && steps++ < 2000) {
      if ((await attackStep(email, { wait: true })).checked && ++checked === 30) {
        thirtiethAt = harness.server.config.now().getTime()
      }
    }
    expect(checked).toBe(30)
    expect(thirtiethAt - dayStarts).toBeGreaterThan(4.5 * HOUR_MS)
    const audits = await harness.server.sql`
      select detail->>'limit' as limit from audit_log
      where event = 'rate_limited' and detail->>'email' = ${email} order by id`
    // Hundreds of refusals, one audit row per limit and day.
    expect(audits.map((row) => row.limit)).toEqual(['backoff:address', 'failed:address'])
  })

  test('a flood of concurrent guesses gets one code checked; the right code works once the cool-down ends', async () => {
    const email = 'flooded@example.com'
    // Six wrong codes earlier: the address is past the 5 its back-off lets through.
    expect((await sendCode(email, victimIp)).status).toBe(200)
    for (let i = 0; i < 5; i++) await verify(email, wrongCode(email), attackerIp())
    expect((await sendCode(email, victimIp)).status).toBe(200)
    await verify(email, wrongCode(email), attackerIp())
    harness.server.advanceClock(15_000)

    expect((await sendCode(email, victimIp)).status).toBe(200)
    const code = lastCode(email)
    const flood = await Promise.all(
      Array.from({ length: 40 }, () =>
        verify(email, wrongCode(email), attackerIp()).then((response) => response.json()),
      ),
    )
    expect(flood.filter((answer) => answer.error === 'invalid_code')).toHaveLength(1)
    expect(flood.filter((answer) => answer.error === 'rate_limited')).toHaveLength(39)

    const refused = await verify(email, code, victimIp)
    const { retryAfter } = await refused.json()
    expect(refused.status).toBe(429)
    // 30 s from the one checked guess, less the time the flood took.
    expect(retryAfter).toBeGreaterThan(20)
    expect(retryAfter).toBeLessThanOrEqual(30)
    harness.server.advanceClock(retryAfter * 1000)
    expect((await verify(email, code, victimIp)).status).toBe(200)
  })
})
