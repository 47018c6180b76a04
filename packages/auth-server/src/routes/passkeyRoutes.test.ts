import { describe, expect, test } from 'vitest'
import { createDpopKey } from '../testing/dpopProof.js'
import { TEST_WALLET, usePasskeyTestServer } from '../testing/passkeyCeremonies.js'
import { signIn } from '../testing/signIn.js'
import { createSoftAuthenticator } from '../testing/softAuthenticator.js'

const passkeys = usePasskeyTestServer({
  LATCH_AUTH_RATE_PASSKEY_OPTIONS_PER_IP: '6',
  LATCH_AUTH_RATE_PASSKEY_VERIFICATIONS_PER_IP: '6',
})

let ipCounter = 0
/** A fresh client IP per test, so the per-IP limits (6 here) only bite where a test wants them. */
const nextIp = () => `10.30.0.${++ipCounter}`

const auditRows = async (event: string) =>
  passkeys.server.sql<{ user_id: string | null; detail: Record<string, unknown> }[]>`
    select user_id, detail from audit_log where event = ${event} order by id`

/** A user with a wallet and a registered passkey (`counter`: the authenticator's first use). */
async function userWithPasskey(email: string) {
  const session = await passkeys.signInWithWallet(email)
  const authenticator = createSoftAuthenticator()
  const registered = await passkeys.register(session, authenticator, { ip: nextIp() })
  expect(registered.status).toBe(201)
  return { session, authenticator }
}

/** A login assertion with `overrides`, verified with the options' key; the refusal's body. */
async function refusedLogin(
  authenticator: ReturnType<typeof createSoftAuthenticator>,
  overrides: Parameters<typeof passkeys.ceremony>[1],
) {
  const key = await createDpopKey()
  const ip = nextIp()
  const body = await passkeys.loginBody(authenticator, key, { ip, overrides })
  const response = await passkeys.loginVerify(body, key, ip)
  return [response.status, await response.json()]
}

describe('passkey login', () => {
  test('GET /v1/passkeys names the RP ID: the public host', async () => {
    const response = await fetch(`${passkeys.server.url}/v1/passkeys`)
    expect(await response.json()).toEqual({ rpId: 'localhost' })
  })

  test('register, then log in: the same user and wallet, bound to the frame key, audited', async () => {
    const { session, authenticator } = await userWithPasskey('ada@example.com')
    const key = await createDpopKey()
    const ip = nextIp()
    const body = await passkeys.loginBody(authenticator, key, { ip, overrides: { counter: 1 } })
    const response = await passkeys.loginVerify(body, key, ip)
    expect(response.status).toBe(200)
    const login = await response.json()
    expect(login.user).toEqual({ ...session.user, passkeys: 1 })
    expect(login.wallet).toEqual({ address: TEST_WALLET.address, recovery: 'login' })
    const [family] = await passkeys.server
      .sql`select f.jkt, f.auth_time from refresh_token_families f
      join refresh_tokens t on t.family_id = f.id where t.user_id = ${session.user.id}
      order by t.created_at desc limit 1`
    expect(family?.jkt).toEqual(expect.any(String))
    const [credential] = await passkeys.server.sql`
      select counter, prf, device_type, transports, last_used_at from passkey_credentials
      where id = ${authenticator.credentialId}`
    expect(credential).toMatchObject({ counter: '1', prf: true, transports: ['internal'] })
    expect(credential?.last_used_at).toEqual(expect.any(Date))
    expect((await auditRows('login')).at(-1)).toEqual({
      user_id: session.user.id,
      detail: { method: 'passkey', credentialId: authenticator.credentialId.slice(0, 8) },
    })
    expect((await auditRows('passkey_registered')).at(-1)).toEqual({
      user_id: session.user.id,
      detail: {
        credentialId: authenticator.credentialId.slice(0, 8),
        prf: true,
        deviceType: 'singleDevice',
        backedUp: false,
      },
    })
  })

  test('a replayed assertion: the same body twice is invalid_challenge; on a new challenge, invalid_assertion', async () => {
    const { authenticator } = await userWithPasskey('replay@example.com')
    const key = await createDpopKey()
    const ip = nextIp()
    const body = await passkeys.loginBody(authenticator, key, { ip })
    expect((await passkeys.loginVerify(body, key, ip)).status).toBe(200)
    const again = await passkeys.loginVerify(body, key, ip)
    expect([again.status, await again.json()]).toEqual([400, { error: 'invalid_challenge' }])
    const fresh = await passkeys.loginBody(authenticator, key, { ip })
    const old = await passkeys.loginVerify({ ...fresh, response: body.response }, key, ip)
    expect([old.status, await old.json()]).toEqual([400, { error: 'invalid_assertion' }])
  })

  test('a wrong origin is invalid_assertion', async () => {
    const { authenticator } = await userWithPasskey('origin@example.com')
    const origin = 'https://evil.example'
    expect(await refusedLogin(authenticator, { origin })).toEqual([
      400,
      { error: 'invalid_assertion' },
    ])
  })

  test('a wrong RP ID is invalid_assertion', async () => {
    const { authenticator } = await userWithPasskey('rpid@example.com')
    expect(await refusedLogin(authenticator, { rpId: 'evil.example' })).toEqual([
      400,
      { error: 'invalid_assertion' },
    ])
  })

  test('a wrong top origin is invalid_assertion; none (Safari) is not checked', async () => {
    const { authenticator } = await userWithPasskey('top@example.com')
    const topOrigin = 'http://127.0.0.1:4174'
    expect(await refusedLogin(authenticator, { topOrigin })).toEqual([
      400,
      { error: 'invalid_assertion' },
    ])
    const key = await createDpopKey()
    const ip = nextIp()
    const overrides = { topOrigin: undefined }
    const body = await passkeys.loginBody(authenticator, key, { ip, overrides })
    expect((await passkeys.loginVerify(body, key, ip)).status).toBe(200)
  })

  test('a counter regression: 5, then 5 again, then 3 are refused, audited once', async () => {
    const { authenticator } = await userWithPasskey('counter@example.com')
    const key = await createDpopKey()
    const ip = nextIp()
    const login = async (counter: number) => {
      const body = await passkeys.loginBody(authenticator, key, { ip, overrides: { counter } })
      const response = await passkeys.loginVerify(body, key, ip)
      return [response.status, await response.json()]
    }
    expect((await login(5))[0]).toBe(200)
    expect(await login(5)).toEqual([400, { error: 'counter_regression' }])
    expect(await login(3)).toEqual([400, { error: 'counter_regression' }])
    const refusals = (await auditRows('passkey_refused')).filter(
      (row) => row.detail.reason === 'counter_regression',
    )
    expect(refusals).toHaveLength(1)
    const [credential] = await passkeys.server.sql`
      select counter from passkey_credentials where id = ${authenticator.credentialId}`
    expect(credential?.counter).toBe('5')
  })

  test('an unknown credential is unknown_credential', async () => {
    expect(await refusedLogin(createSoftAuthenticator(), {})).toEqual([
      400,
      { error: 'unknown_credential' },
    ])
  })

  test('user verification off is invalid_assertion', async () => {
    const { authenticator } = await userWithPasskey('uv@example.com')
    expect(await refusedLogin(authenticator, { userVerified: false })).toEqual([
      400,
      { error: 'invalid_assertion' },
    ])
  })

  test("another DPoP key than the options' is invalid_challenge; the challenge stays for its key", async () => {
    const { authenticator } = await userWithPasskey('key@example.com')
    const key = await createDpopKey()
    const ip = nextIp()
    const body = await passkeys.loginBody(authenticator, key, { ip })
    const other = await passkeys.loginVerify(body, await createDpopKey(), ip)
    expect([other.status, await other.json()]).toEqual([400, { error: 'invalid_challenge' }])
    expect((await passkeys.loginVerify(body, key, ip)).status).toBe(200)
    const unsigned = await passkeys.server.post('/v1/passkeys/login/verify', body, {
      'x-forwarded-for': ip,
    })
    expect([unsigned.status, await unsigned.json()]).toEqual([400, { error: 'invalid_dpop_proof' }])
  })

  test('an expired challenge (past 5 minutes) is invalid_challenge', async () => {
    const { authenticator } = await userWithPasskey('late@example.com')
    const key = await createDpopKey()
    const ip = nextIp()
    const body = await passkeys.loginBody(authenticator, key, { ip })
    passkeys.server.advanceClock(5 * 60 * 1000 + 1000)
    const late = await passkeys.loginVerify(body, key, ip)
    expect([late.status, await late.json()]).toEqual([400, { error: 'invalid_challenge' }])
  })

  test('options and verifications are limited per IP, audited once per key and window', async () => {
    const { authenticator } = await userWithPasskey('busy@example.com')
    const key = await createDpopKey()
    const ip = nextIp()
    const bodies = []
    for (let index = 0; index < 6; index += 1)
      bodies.push(await passkeys.loginBody(authenticator, key, { ip }))
    await expect(passkeys.loginBody(authenticator, key, { ip })).rejects.toThrow('429')
    await expect(passkeys.loginBody(authenticator, key, { ip })).rejects.toThrow('429')
    for (const body of bodies) await passkeys.loginVerify(body, key, ip)
    const limited = await passkeys.loginVerify(bodies[0], key, ip)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'rate_limited', retryAfter: expect.any(Number) })
    const limits = (await auditRows('rate_limited')).map((row) => row.detail.limit)
    expect(limits.filter((limit) => limit === 'passkey:options:ip')).toHaveLength(1)
    expect(limits.filter((limit) => limit === 'passkey:verify:ip')).toHaveLength(1)
  })

  test('login options need a DPoP proof and an allowed origin of a known project', async () => {
    const post = (body: unknown) =>
      passkeys.server.post('/v1/passkeys/login/options', body, { 'x-forwarded-for': nextIp() })
    const answer = async (response: Promise<Response>) => {
      const settled = await response
      return [settled.status, await settled.json()]
    }
    const origin = 'http://127.0.0.1:5173'
    expect(await answer(post({ projectId: 'demo', origin }))).toEqual([
      400,
      { error: 'invalid_dpop_proof' },
    ])
    expect(await answer(post({ projectId: ' ', origin }))).toEqual([
      400,
      { error: 'invalid_project_id' },
    ])
    expect(await answer(post({ projectId: 'demo' }))).toEqual([400, { error: 'invalid_request' }])
  })
})

describe('adding a passkey', () => {
  test('the options exclude the user’s passkeys and name them; a second add of one is credential_exists', async () => {
    const { session, authenticator } = await userWithPasskey('twice@example.com')
    const ip = nextIp()
    const begun = await passkeys.bearer(
      session,
      '/v1/passkeys/register/options',
      { origin: 'http://127.0.0.1:5173' },
      ip,
    )
    const { options } = await begun.json()
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Latch' },
      user: { name: 'twice@example.com', displayName: 'twice@example.com (127.0.0.1:5173)' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [{ id: authenticator.credentialId, type: 'public-key' }],
    })
    expect(options.pubKeyCredParams.map((param: { alg: number }) => param.alg)).toEqual([
      -8, -7, -257,
    ])
    const again = await passkeys.register(session, authenticator, { ip })
    expect([again.status, await again.json()]).toEqual([409, { error: 'credential_exists' }])
  })

  test('a registration with a wrong origin, RP ID, top origin or without UV is invalid_attestation', async () => {
    const session = await signIn(passkeys.server, 'badreg@example.com')
    for (const overrides of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { topOrigin: 'https://evil.example' },
      { userVerified: false },
    ]) {
      const response = await passkeys.register(session, createSoftAuthenticator(), {
        ip: nextIp(),
        overrides,
      })
      expect([response.status, await response.json()]).toEqual([
        400,
        { error: 'invalid_attestation' },
      ])
    }
    const count = await passkeys.server.sql`
      select count(*) from passkey_credentials where user_id = ${session.user.id}`
    expect(count[0]?.count).toBe('0')
  })

  test('register options need a Bearer token and an allowed host origin', async () => {
    const session = await signIn(passkeys.server, 'reg@example.com')
    const path = '/v1/passkeys/register/options'
    const denied = await passkeys.server.post(path, { origin: 'http://127.0.0.1:5173' })
    expect(denied.status).toBe(401)
    const other = await passkeys.bearer(session, path, { origin: 'https://evil.example' }, nextIp())
    expect([other.status, await other.json()]).toEqual([400, { error: 'invalid_origin' }])
  })
})
