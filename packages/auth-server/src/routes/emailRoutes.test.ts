import { describe, expect, test } from 'vitest'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const harness = useTestAuthServer()

/** A distinct client IP per test, so the per-IP limits of one test do not touch another. */
let ipCounter = 0
const nextIp = () => ({ 'x-forwarded-for': `10.0.0.${++ipCounter}` })

const sendCode = (email: string, headers = nextIp()) =>
  harness.server.post('/v1/email/code', { projectId: 'demo', email }, headers)
const verify = (email: string, code: string, headers = nextIp()) =>
  harness.server.post('/v1/email/verify', { projectId: 'demo', email, code }, headers)
const lastCode = (email: string) => harness.server.codes.get(email)?.at(-1) ?? ''
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /v1/email/code', () => {
  test('mails a 6-digit code valid for 10 minutes and stores only its HMAC', async () => {
    const response = await sendCode('  Ada@Example.COM ')
    expect(response.status).toBe(200)
    const { expiresAt } = await response.json()
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9.9 * 60_000)
    const code = lastCode('ada@example.com')
    expect(code).toMatch(/^\d{6}$/)
    const [row] = await harness.server.sql`
      select c.code_hash from email_codes c join users u on u.id = c.user_id
      where u.email = 'ada@example.com'`
    expect(row?.code_hash).toHaveLength(32)
    expect(Buffer.from(row?.code_hash).toString('hex')).not.toContain(code)
    const [audit] = await harness.server
      .sql`select event, ip from audit_log where event = 'code_sent'`
    expect(audit).toMatchObject({ event: 'code_sent', ip: '10.0.0.1' })
  })

  test('answers 400 invalid_request, 404 unknown_project', async () => {
    expect(
      (await harness.server.post('/v1/email/code', { projectId: 'demo', email: 'nope' })).status,
    ).toBe(400)
    const unknown = await harness.server.post('/v1/email/code', { projectId: 'x', email: 'a@b.co' })
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'unknown_project' }])
    const text = await fetch(`${harness.server.url}/v1/email/code`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ projectId: 'demo', email: 'a@b.co' }),
    })
    expect(await text.json()).toEqual({ error: 'invalid_request' })
  })

  test('limits an address to 5 codes per 10 minutes, with Retry-After', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await sendCode('busy@example.com')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const limited = await sendCode('busy@example.com')
    const body = await limited.json()
    expect(body).toMatchObject({ error: 'rate_limited' })
    expect(body.retryAfter).toBeGreaterThan(0)
    expect(body.retryAfter).toBeLessThanOrEqual(600)
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfter))
  })

  test('limits an IP to 30 code requests per 10 minutes', async () => {
    const ip = nextIp()
    const statuses = []
    for (let i = 0; i < 31; i++) statuses.push((await sendCode(`ip${i}@example.com`, ip)).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(30)
    expect(statuses.at(-1)).toBe(429)
    const [audit] = await harness.server.sql`
      select count(*)::int as count from audit_log where event = 'rate_limited' and ip = ${ip['x-forwarded-for']}`
    expect(audit?.count).toBe(1)
  })
})

describe('POST /v1/email/verify', () => {
  test('signs in with the code, once', async () => {
    await sendCode('grace@example.com')
    const response = await verify('GRACE@example.com', lastCode('grace@example.com'))
    expect(response.status).toBe(200)
    const session = await response.json()
    expect(session).toMatchObject({
      expiresIn: 900,
      user: { email: 'grace@example.com' },
      wallet: null,
    })
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const again = await verify('grace@example.com', lastCode('grace@example.com'))
    expect(await again.json()).toEqual({ error: 'expired_code' })
  })

  test('5 wrong codes lock the code until a new one is sent', async () => {
    await sendCode('eve@example.com')
    const code = lastCode('eve@example.com')
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(await (await verify('eve@example.com', wrongCode(code))).json())
    expect(answers.map((answer) => answer.attemptsLeft)).toEqual([4, 3, 2, 1, 0])
    expect(await (await verify('eve@example.com', code)).json()).toEqual({ error: 'locked' })
    const events = await harness.server.sql`
      select event from audit_log where event in ('code_failed', 'code_locked') order by id`
    expect(events.map((row) => row.event)).toEqual([...Array(4).fill('code_failed'), 'code_locked'])
    await sendCode('eve@example.com')
    expect((await verify('eve@example.com', lastCode('eve@example.com'))).status).toBe(200)
  })

  test('a new code replaces the old one', async () => {
    await sendCode('new@example.com')
    const first = lastCode('new@example.com')
    await sendCode('new@example.com')
    const second = lastCode('new@example.com')
    if (first !== second) {
      expect((await (await verify('new@example.com', first)).json()).error).toBe('invalid_code')
    }
    expect((await verify('new@example.com', second)).status).toBe(200)
  })

  test('refuses an expired code', async () => {
    await sendCode('late@example.com')
    harness.server.advanceClock(10 * 60_000 + 1)
    const response = await verify('late@example.com', lastCode('late@example.com'))
    expect([response.status, await response.json()]).toEqual([400, { error: 'expired_code' }])
  })

  test('limits an IP to 60 verifications per 10 minutes', async () => {
    const ip = nextIp()
    const statuses = []
    for (let i = 0; i < 61; i++)
      statuses.push((await verify('nobody@example.com', '000000', ip)).status)
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})
