import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signIn } from '../testing/signIn.js'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestAuthServer,
  type TestPostgres,
} from '../testing/startTestAuthServer.js'

let postgres: TestPostgres
let server: TestAuthServer

beforeAll(async () => {
  postgres = await startTestPostgres()
  server = await startTestAuthServer(postgres.url)
})
afterAll(async () => {
  await server?.close()
  await postgres?.stop()
})

const refresh = (refreshToken: string) => server.post('/v1/session/refresh', { refreshToken })

describe('sessions', () => {
  test('the access token carries sub, email, pid, auth_time, iss, aud and lives 15 minutes', async () => {
    const session = await signIn(server, 'ada@example.com')
    const claims = decodeJwt(session.accessToken)
    expect(claims).toMatchObject({
      sub: session.user.id,
      email: 'ada@example.com',
      pid: 'demo',
      iss: server.url,
      aud: 'latch-auth-frame',
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900)
    expect(Math.abs(Number(claims.auth_time) - Date.now() / 1000)).toBeLessThan(5)
  })

  test('a refresh rotates the token and keeps auth_time', async () => {
    const first = await signIn(server, 'rot@example.com')
    const response = await refresh(first.refreshToken)
    expect(response.status).toBe(200)
    const second = await response.json()
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(decodeJwt(second.accessToken).auth_time).toBe(decodeJwt(first.accessToken).auth_time)
    const third = await refresh(second.refreshToken)
    expect(third.status).toBe(200)
  })

  test('reusing a rotated token revokes the whole family', async () => {
    const first = await signIn(server, 'thief@example.com')
    const second = await (await refresh(first.refreshToken)).json()
    const reuse = await refresh(first.refreshToken)
    expect([reuse.status, await reuse.json()]).toEqual([401, { error: 'invalid_session' }])
    expect((await refresh(second.refreshToken)).status).toBe(401)
    const events = await server.sql`
      select event from audit_log where user_id = ${first.user.id} order by id`
    expect(events.map((row) => row.event)).toContain('refresh_reuse')
  })

  test('logout revokes the family and answers 204', async () => {
    const session = await signIn(server, 'bye@example.com')
    const logout = await server.post('/v1/session/logout', { refreshToken: session.refreshToken })
    expect(logout.status).toBe(204)
    expect((await refresh(session.refreshToken)).status).toBe(401)
    const unknown = await server.post('/v1/session/logout', { refreshToken: 'A'.repeat(43) })
    expect(unknown.status).toBe(204)
  })

  test('an expired refresh token and a malformed one are refused', async () => {
    const session = await signIn(server, 'old@example.com')
    expect((await refresh('not a token')).status).toBe(400)
    server.advanceClock(30 * 24 * 60 * 60_000 + 1000)
    expect((await refresh(session.refreshToken)).status).toBe(401)
  })
})
