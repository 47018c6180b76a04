import { decodeJwt } from 'jose'
import { describe, expect, test } from 'vitest'
import { createDpopKey, createDpopProof, type DpopKey } from '../testing/dpopProof.js'
import { signIn } from '../testing/signIn.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const harness = useTestAuthServer()

const refreshUrl = () => `${harness.server.url}/v1/session/refresh`
const serverSeconds = () => Math.floor(harness.server.config.now().getTime() / 1000)

// A refresh as the frame makes it: the token and a fresh proof signed with the session's key.
const refresh = async (
  refreshToken: string,
  key: DpopKey | undefined,
  claims: { htu?: string; htm?: string; iat?: number; jti?: string } = {},
) => {
  const proof =
    key && (await createDpopProof(key, { htu: refreshUrl(), iat: serverSeconds(), ...claims }))
  return harness.server.post('/v1/session/refresh', { refreshToken }, proof ? { dpop: proof } : {})
}

const bound = async (email: string) => {
  const key = await createDpopKey()
  return { key, session: await signIn(harness.server, email, { dpopKey: key }) }
}

describe('sessions', () => {
  test('the access token carries sub, email, pid, auth_time, iss, aud and lives 15 minutes', async () => {
    const session = await signIn(harness.server, 'ada@example.com')
    const claims = decodeJwt(session.accessToken)
    expect(claims).toMatchObject({
      sub: session.user.id,
      email: 'ada@example.com',
      pid: 'demo',
      iss: harness.server.url,
      aud: 'latch-auth-frame',
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900)
    expect(Math.abs(Number(claims.auth_time) - Date.now() / 1000)).toBeLessThan(5)
  })

  test('a refresh with a proof from the login’s key rotates the token and keeps auth_time', async () => {
    const { key, session: first } = await bound('rot@example.com')
    const response = await refresh(first.refreshToken, key)
    expect(response.status).toBe(200)
    const second = await response.json()
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(decodeJwt(second.accessToken).auth_time).toBe(decodeJwt(first.accessToken).auth_time)
    const third = await refresh(second.refreshToken, key)
    expect(third.status).toBe(200)
  })

  test('reusing a rotated token revokes the whole family', async () => {
    const { key, session: first } = await bound('thief@example.com')
    const second = await (await refresh(first.refreshToken, key)).json()
    const reuse = await refresh(first.refreshToken, key)
    expect([reuse.status, await reuse.json()]).toEqual([401, { error: 'invalid_session' }])
    expect((await refresh(second.refreshToken, key)).status).toBe(401)
    const events = await harness.server.sql`
      select event from audit_log where user_id = ${first.user.id} order by id`
    expect(events.map((row) => row.event)).toContain('refresh_reuse')
  })

  test('issue 26 item 6: concurrent refreshes of one token leave no live token once reuse is detected', async () => {
    const { key, session } = await bound('race@example.com')
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => refresh(session.refreshToken, key)),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 401)).toHaveLength(7)
    const [successor] = await Promise.all(
      responses.filter((response) => response.status === 200).map((response) => response.json()),
    )
    expect((await refresh(successor.refreshToken, key)).status).toBe(401)
  })

  test('issue 26 item 7: a stolen refresh token without the session’s key is refused and stays unspent', async () => {
    const { key, session } = await bound('stolen@example.com')
    const noProof = await refresh(session.refreshToken, undefined)
    expect([noProof.status, await noProof.json()]).toEqual([401, { error: 'invalid_dpop_proof' }])
    const otherKey = await refresh(session.refreshToken, await createDpopKey())
    expect([otherKey.status, await otherKey.json()]).toEqual([401, { error: 'invalid_session' }])
    const forged = await refresh(session.refreshToken, key)
    expect(forged.status).toBe(200)
    const events = await harness.server.sql`
      select event from audit_log where user_id = ${session.user.id} order by id`
    expect(events.map((row) => row.event)).toContain('refresh_wrong_key')
  })

  test('issue 26 item 7: a replayed proof, or one for another URL, method or time, is refused', async () => {
    const { key, session } = await bound('replay@example.com')
    const jti = 'a-proof-used-once-only'
    const first = await refresh(session.refreshToken, key, { jti })
    expect(first.status).toBe(200)
    const { refreshToken } = await first.json()
    const refused = [
      await refresh(refreshToken, key, { jti }),
      await refresh(refreshToken, key, { htu: `${harness.server.url}/v1/session/logout` }),
      await refresh(refreshToken, key, { htu: 'https://attacker.example/v1/session/refresh' }),
      await refresh(refreshToken, key, { htm: 'GET' }),
      await refresh(refreshToken, key, { iat: serverSeconds() - 10 * 60 }),
      await refresh(refreshToken, key, { iat: serverSeconds() + 10 * 60 }),
    ]
    for (const response of refused)
      expect([response.status, await response.json()]).toEqual([
        401,
        { error: 'invalid_dpop_proof' },
      ])
    expect((await refresh(refreshToken, key)).status).toBe(200)
  })

  test('a login without a proof gets a session that cannot be refreshed; a bad proof is refused before the code is checked', async () => {
    const unbound = await signIn(harness.server, 'unbound@example.com')
    expect((await refresh(unbound.refreshToken, await createDpopKey())).status).toBe(401)

    const email = 'badproof@example.com'
    const origin = 'http://127.0.0.1:5173'
    await harness.server.post('/v1/email/code', { projectId: 'demo', email, origin })
    const code = harness.server.codes.get(email)?.at(-1)
    const stale = await createDpopProof(await createDpopKey(), {
      htu: `${harness.server.url}/v1/email/verify`,
      iat: serverSeconds() - 3600,
    })
    const refused = await harness.server.post(
      '/v1/email/verify',
      { projectId: 'demo', email, code },
      { dpop: stale },
    )
    expect([refused.status, await refused.json()]).toEqual([400, { error: 'invalid_dpop_proof' }])
    const key = await createDpopKey()
    const proof = await createDpopProof(key, {
      htu: `${harness.server.url}/v1/email/verify`,
      iat: serverSeconds(),
    })
    const login = await harness.server.post(
      '/v1/email/verify',
      { projectId: 'demo', email, code },
      { dpop: proof },
    )
    expect(login.status).toBe(200)
    expect((await refresh((await login.json()).refreshToken, key)).status).toBe(200)
  })

  test('logout revokes the family and answers 204', async () => {
    const { key, session } = await bound('bye@example.com')
    const logout = await harness.server.post('/v1/session/logout', {
      refreshToken: session.refreshToken,
    })
    expect(logout.status).toBe(204)
    expect((await refresh(session.refreshToken, key)).status).toBe(401)
    const unknown = await harness.server.post('/v1/session/logout', {
      refreshToken: 'A'.repeat(43),
    })
    expect(unknown.status).toBe(204)
  })

  test('an expired refresh token and a malformed one are refused', async () => {
    const { key, session } = await bound('old@example.com')
    expect((await refresh('not a token', key)).status).toBe(400)
    harness.server.advanceClock(30 * 24 * 60 * 60_000 + 1000)
    expect((await refresh(session.refreshToken, key)).status).toBe(401)
  })
})
