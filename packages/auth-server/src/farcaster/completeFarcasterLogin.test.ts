import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { RequestOrigin } from '../audit/writeAuditEvent.js'
import type { Sql } from '../db/createSql.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'
import { createFarcasterAttempt, moveFarcasterAttempt, readFarcasterAttempt } from './attempts.js'
import { completeFarcasterLogin } from './completeFarcasterLogin.js'

const harness = useTestAuthServer({ LATCH_AUTH_OPTIMISM_RPC_URL: '' })
const requestOrigin: RequestOrigin = { ip: '10.32.0.1', userAgent: 'test' }
afterEach(() => {
  vi.restoreAllMocks()
})

/** A `verifying` attempt, as a result request claimed it. */
const claimedAttempt = async () => {
  const { sql } = harness.server
  const id = randomUUID()
  const now = new Date()
  await createFarcasterAttempt(sql, {
    id,
    projectId: 'demo',
    origin: 'http://localhost:5173',
    jkt: 'jkt',
    nonce: 'nonce12345678',
    domain: 'localhost:5173',
    channelToken: 'token',
    url: 'https://farcaster.xyz/~/siwf?channelToken=token',
    expiresAt: new Date(now.getTime() + 60_000),
    now,
  })
  const attempt = await moveFarcasterAttempt(sql, { id, expected: 'pending', status: 'verifying' })
  if (!attempt) throw new Error('not claimed')
  return attempt
}
const signIn = { message: 'm', signature: '0x01' as const, fid: 4321, username: 'someone' }
const verifiedClient = {
  verifySignInMessage: async () =>
    ({ isError: false, fid: 4321, success: true, authMethod: 'custody', data: {} }) as never,
}
const refusedAudits = async () => {
  const rows = await harness.server.sql<{ detail: { claimedFid?: number } }[]>`
    select detail from audit_log where event = 'farcaster_refused'`
  return rows.filter((row) => row.detail.claimedFid === signIn.fid).length
}
const identities = async () => {
  const [row] = await harness.server.sql<{ count: number }[]>`
    select count(*)::int from user_identities where provider = 'farcaster' and subject = '4321'`
  return row?.count
}

describe('completeFarcasterLogin', () => {
  test('an unexpected verification error is not an RPC failure: logged, rethrown, back to pending', async () => {
    const logged = harness.server.logs.length
    const attempt = await claimedAttempt()
    const client = { verifySignInMessage: () => Promise.reject(new Error('boom')) as never }
    await expect(
      completeFarcasterLogin(harness.server.sql, {
        client,
        attempt,
        signIn,
        requestOrigin,
        now: new Date(),
      }),
    ).rejects.toThrow('boom')
    // Outside a request, through the last server's logger: this file's test server.
    expect(harness.server.logs.slice(logged)).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'a Farcaster sign-in could not be completed',
        err: expect.objectContaining({ message: 'boom' }),
      }),
    )
    expect((await readFarcasterAttempt(harness.server.sql, attempt.id))?.status).toBe('pending')
    expect(await refusedAudits()).toBe(0)
  })

  test('a database error while storing the login: rethrown (500), nothing stored, back to pending', async () => {
    const attempt = await claimedAttempt()
    const { sql } = harness.server
    const failing = new Proxy(sql, {
      get: (target, property) =>
        property === 'begin'
          ? () => Promise.reject(new Error('connection lost'))
          : Reflect.get(target, property),
    }) as Sql
    await expect(
      completeFarcasterLogin(failing, {
        client: verifiedClient,
        attempt,
        signIn,
        requestOrigin,
        now: new Date(),
      }),
    ).rejects.toThrow('connection lost')
    expect((await readFarcasterAttempt(sql, attempt.id))?.status).toBe('pending')
    expect(await identities()).toBe(0)
    expect(await refusedAudits()).toBe(0)
  })

  test('cut off before writing (beginWrite false): nothing written, cut_off', async () => {
    const attempt = await claimedAttempt()
    const outcome = await completeFarcasterLogin(harness.server.sql, {
      client: verifiedClient,
      attempt,
      signIn,
      requestOrigin,
      now: new Date(),
      beginWrite: () => false,
    })
    expect(outcome).toEqual({ ok: false, reason: 'cut_off' })
    expect(await identities()).toBe(0)
    expect((await readFarcasterAttempt(harness.server.sql, attempt.id))?.status).toBe('verifying')
  })
})
