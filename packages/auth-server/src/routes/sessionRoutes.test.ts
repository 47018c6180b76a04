import { decodeJwt } from 'jose'
import { describe, expect, test } from 'vitest'
import { signIn } from '../testing/signIn.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const harness = useTestAuthServer()

const refresh = (refreshToken: string) =>
  harness.server.post('/v1/session/refresh', { refreshToken })

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

  test('a refresh rotates the token and keeps auth_time', async () => {
    const first = await signIn(harness.server, 'rot@example.com')
    const response = await refresh(first.refreshToken)
    expect(response.status).toBe(200)
    const second = await response.json()
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(decodeJwt(second.accessToken).auth_time).toBe(decodeJwt(first.accessToken).auth_time)
    const third = await refresh(second.refreshToken)
    expect(third.status).toBe(200)
  })

  test('reusing a rotated token revokes the whole family', async () => {
    const first = await signIn(harness.server, 'thief@example.com')
    const second = await (await refresh(first.refreshToken)).json()
    const reuse = await refresh(first.refreshToken)
    expect([reuse.status, await reuse.json()]).toEqual([401, { error: 'invalid_session' }])
    expect((await refresh(second.refreshToken)).status).toBe(401)
    const events = await harness.server.sql`
      select event from audit_log where user_id = ${first.user.id} order by id`
    expect(events.map((row) => row.event)).toContain('refresh_reuse')
  })

  test('logout revokes the family and answers 204', async () => {
    const session = await signIn(harness.server, 'bye@example.com')
    const logout = await harness.server.post('/v1/session/logout', {
      refreshToken: session.refreshToken,
    })
    expect(logout.status).toBe(204)
    expect((await refresh(session.refreshToken)).status).toBe(401)
    const unknown = await harness.server.post('/v1/session/logout', {
      refreshToken: 'A'.repeat(43),
    })
    expect(unknown.status).toBe(204)
  })

  test('an expired refresh token and a malformed one are refused', async () => {
    const session = await signIn(harness.server, 'old@example.com')
    expect((await refresh('not a token')).status).toBe(400)
    harness.server.advanceClock(30 * 24 * 60 * 60_000 + 1000)
    expect((await refresh(session.refreshToken)).status).toBe(401)
  })
})
