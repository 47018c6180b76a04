import { describe, expect, test } from 'vitest'
import { startTestAuthServer } from '../testing/startTestAuthServer.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const harness = useTestAuthServer()

/** A distinct client IP per test, so the per-IP limits of one test do not touch another. */
let ipCounter = 0
const nextIp = () => ({ 'x-forwarded-for': `10.0.0.${++ipCounter}` })

/** The demo app's origin, which the frame names in every code request. */
const origin = 'http://127.0.0.1:5173'
const sendCode = (email: string, headers = nextIp(), extra: Record<string, string> = {}) =>
  harness.server.post('/v1/email/code', { projectId: 'demo', email, origin, ...extra }, headers)
const verify = (email: string, code: string, headers = nextIp(), projectId = 'demo') =>
  harness.server.post('/v1/email/verify', { projectId, email, code }, headers)
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
      (await harness.server.post('/v1/email/code', { projectId: 'demo', email: 'nope', origin }))
        .status,
    ).toBe(400)
    const unknown = await harness.server.post('/v1/email/code', {
      projectId: 'x',
      email: 'a@b.co',
      origin,
    })
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'unknown_project' }])
    const text = await fetch(`${harness.server.url}/v1/email/code`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ projectId: 'demo', email: 'a@b.co', origin }),
    })
    expect(await text.json()).toEqual({ error: 'invalid_request' })
  })

  test.each([
    ['/v1/email/code', { email: 'nul@example.com', origin }],
    ['/v1/email/verify', { email: 'nul@example.com', code: '123456' }],
  ])(
    '%s answers 400 invalid_project_id for a projectId with a NUL byte, a control or format character, a space, or the wrong length',
    async (path, body) => {
      for (const projectId of [
        'de\u0000mo',
        'demo\n',
        'de\u202emo',
        'de mo',
        '',
        'x'.repeat(101),
      ]) {
        const response = await harness.server.post(path, { ...body, projectId }, nextIp())
        expect([response.status, await response.json()]).toEqual([
          400,
          { error: 'invalid_project_id' },
        ])
      }
    },
  )

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

  test('limits an IP to 30 code requests per 10 minutes, audited once per window', async () => {
    const ip = nextIp()
    const statuses = []
    for (let i = 0; i < 33; i++) statuses.push((await sendCode(`ip${i}@example.com`, ip)).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual([429, 429, 429])
    const [audit] = await harness.server.sql`
      select count(*)::int as count from audit_log where event = 'rate_limited' and ip = ${ip['x-forwarded-for']}`
    expect(audit?.count).toBe(1)
  })
})

describe('POST /v1/email/code with the host page origin', () => {
  test('names the origin and the project in the email; the subject keeps the code', async () => {
    const response = await sendCode('named@example.com', nextIp(), {
      origin: 'http://127.0.0.1:5173',
    })
    expect(response.status).toBe(200)
    const mail = harness.server.mails.at(-1)
    const code = lastCode('named@example.com')
    expect(mail?.subject).toBe(`${code} is your login code`)
    expect(mail?.text).toContain(`Your login code is ${code}.`)
    expect(mail?.text).toContain(
      'Requested by http://127.0.0.1:5173 (project demo). If you did not try to log in there, ignore this email and do not share the code.',
    )
    const [audit] = await harness.server.sql`
      select detail from audit_log where event = 'code_sent' order by id desc limit 1`
    expect(audit?.detail).toEqual({ origin: 'http://127.0.0.1:5173' })
  })

  test('answers 400 invalid_origin without an origin, and sends nothing', async () => {
    const sent = harness.server.mails.length
    const response = await harness.server.post(
      '/v1/email/code',
      { projectId: 'demo', email: 'unnamed@example.com' },
      nextIp(),
    )
    expect([response.status, await response.json()]).toEqual([400, { error: 'invalid_origin' }])
    expect(harness.server.mails).toHaveLength(sent)
  })

  test.each([
    'https://evil.example',
    'http://127.0.0.1:5173/',
    'http://127.0.0.1:5173/login',
    'http://127.0.0.1:*',
    'HTTP://127.0.0.1:5173',
    '',
  ])('answers 400 invalid_origin for %j and sends nothing', async (origin) => {
    const sent = harness.server.mails.length
    const response = await sendCode('phished@example.com', nextIp(), { origin })
    expect([response.status, await response.json()]).toEqual([400, { error: 'invalid_origin' }])
    expect(harness.server.mails).toHaveLength(sent)
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

  test('wrong codes count per address, across its codes and projects; past 5, each starts a cool-down', async () => {
    const email = 'guess@example.com'
    const wrong = async (projectId = 'demo') =>
      (await verify(email, wrongCode(lastCode(email)), nextIp(), projectId)).json()
    await sendCode(email)
    const answers = []
    for (let i = 0; i < 4; i++) answers.push((await wrong()).attemptsLeft)
    await harness.server.post('/v1/email/code', { projectId: 'default', email, origin }, nextIp())
    answers.push((await wrong('default')).attemptsLeft)
    expect(answers).toEqual([4, 3, 2, 1, 4])
    // A right code does not count.
    expect((await verify(email, lastCode(email), nextIp(), 'default')).status).toBe(200)
    expect((await sendCode(email)).status).toBe(200)

    // The 6th wrong code is checked; then the address cools down for 15 s: no code is sent and no
    // code is checked, not even the right one.
    expect(await wrong()).toEqual({ error: 'invalid_code', attemptsLeft: 4 })
    const refused = await verify(email, lastCode(email))
    expect([refused.status, await refused.json()]).toEqual([
      429,
      { error: 'rate_limited', retryAfter: 15 },
    ])
    expect(refused.headers.get('retry-after')).toBe('15')
    expect((await sendCode(email)).status).toBe(429)
    expect((await sendCode('other.guess@example.com')).status).toBe(200)
    const audits = await harness.server.sql`
      select detail from audit_log where event = 'rate_limited' and detail->>'email' = ${email}`
    expect(audits.map((row) => row.detail)).toEqual([{ limit: 'backoff:address', email }])

    harness.server.advanceClock(15_000)
    expect((await verify(email, lastCode(email))).status).toBe(200)
  })

  test('concurrent wrong codes cannot overshoot the address limit', async () => {
    // A server allowing 3 wrong codes per address: 5 concurrent guesses at one code (which allows 5).
    const strict = await startTestAuthServer(harness.postgres.url, {
      LATCH_AUTH_RATE_FAILED_VERIFICATIONS_PER_ADDRESS: '3',
    })
    try {
      const email = 'racer@example.com'
      await strict.post('/v1/email/code', { projectId: 'demo', email, origin }, nextIp())
      const code = strict.codes.get(email)?.at(-1) ?? ''
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          strict
            .post('/v1/email/verify', { projectId: 'demo', email, code: wrongCode(code) }, nextIp())
            .then((response) => response.json()),
        ),
      )
      const errors = answers.map((answer) => answer.error).sort()
      expect(errors).toEqual([
        'invalid_code',
        'invalid_code',
        'invalid_code',
        'rate_limited',
        'rate_limited',
      ])
    } finally {
      await strict.close()
    }
  })

  test('a relay refusing the address answers 503 mail_unavailable, and no log line names it', async () => {
    const email = 'refused.person@example.com'
    // Shaped like nodemailer's EENVELOPE error: the address in its message, response and lists.
    const refusal = () =>
      Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${email}>`), {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
        response: `550 5.1.1 <${email}>: Recipient address rejected`,
        rejected: [email],
        rejectedErrors: [{ recipient: email }],
        envelope: { from: 'login@localhost', to: [email] },
      })
    const refusing = await startTestAuthServer(harness.postgres.url, {}, { refuseMail: refusal })
    try {
      const response = await refusing.post(
        '/v1/email/code',
        { projectId: 'demo', email, origin },
        nextIp(),
      )
      expect([response.status, await response.json()]).toEqual([503, { error: 'mail_unavailable' }])
      const line = refusing.logs.find((log) => log.msg === 'the login code email was not sent')
      expect(line?.err).toMatchObject({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })
      expect(line?.err?.message).toContain('550 <[email]>')
      expect(JSON.stringify(refusing.logs)).not.toContain(email)
    } finally {
      await refusing.close()
    }
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

describe('per-IP limits and IPv6', () => {
  test('an IPv6 client is counted by its /64 prefix', async () => {
    const statuses = []
    for (let i = 0; i < 30; i++) {
      const ip = `2001:db8:7:7:${((i * 7919) % 0x10000).toString(16)}::${(i + 1).toString(16)}`
      statuses.push((await sendCode(`v6.${i}@example.com`, { 'x-forwarded-for': ip })).status)
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
    const sameSlash64 = { 'x-forwarded-for': '2001:db8:7:7:ffff:ffff:ffff:fffe' }
    expect((await sendCode('v6.last@example.com', sameSlash64)).status).toBe(429)
    const otherSlash64 = { 'x-forwarded-for': '2001:db8:7:8::1' }
    expect((await sendCode('v6.other@example.com', otherSlash64)).status).toBe(200)
    const [limited] = await harness.server.sql`
      select ip, detail from audit_log where event = 'rate_limited'
      and detail->>'email' = 'v6.last@example.com'`
    expect(limited).toEqual({
      ip: '2001:db8:7:7:ffff:ffff:ffff:fffe',
      detail: { limit: 'code:ip', email: 'v6.last@example.com' },
    })
    const keys = await harness.server.sql`
      select key from rate_limits where key like 'code:ip:2001:db8:7:%' order by key`
    expect(keys.map((row) => row.key)).toEqual([
      'code:ip:2001:db8:7:7::/64',
      'code:ip:2001:db8:7:8::/64',
    ])
  })

  test('IPv4-mapped addresses count as the IPv4 address', async () => {
    const ip = '198.51.100.9'
    for (let i = 0; i < 30; i++) {
      const header = { 'x-forwarded-for': i % 2 ? ip : `::ffff:${ip}` }
      expect((await sendCode(`v4.${i}@example.com`, header)).status).toBe(200)
    }
    expect((await sendCode('v4.last@example.com', { 'x-forwarded-for': ip })).status).toBe(429)
  })
})
