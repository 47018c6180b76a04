import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from './config.js'
import { createSql, type Sql } from './db/createSql.js'
import type { Session } from './sessions/issueSession.js'
import { startAuthServer } from './startAuthServer.js'
import { devAuthServerEnv } from './testing/devAuthServerEnv.js'
import { signIn } from './testing/signIn.js'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestPostgres,
} from './testing/startTestAuthServer.js'

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const authShare = Buffer.from('the auth share').toString('base64')
const recoveryShare = Buffer.from('the recovery share').toString('base64')

const call = (url: string, session: Session, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

test('the user and the wallet shares survive a restart of the server and the database', async () => {
  const first = await startTestPostgres({ persistent: true })
  let server = await startTestAuthServer(first.url)
  const session = await signIn(server, 'keep@example.com')
  const secretResponse = await call(server.url, session, 'POST', '/v1/wallet/recovery-secret')
  const secret = (await secretResponse.json()).recoverySecret
  await call(server.url, session, 'POST', '/v1/wallet', { address, authShare, recoveryShare })
  await server.close()
  await first.stop()

  const second = await startTestPostgres({ dataDir: first.dataDir, port: first.port })
  cleanups.push(second.stop)
  server = await startTestAuthServer(second.url)
  cleanups.push(server.close)
  const again = await signIn(server, 'keep@example.com')
  expect(again.user).toEqual(session.user)
  expect(again.wallet).toEqual({ address, recovery: 'login' })
  const shares = await (await call(server.url, again, 'GET', '/v1/wallet/auth-share')).json()
  expect(shares).toEqual({ address, authShare })
  const recovery = await (await call(server.url, again, 'GET', '/v1/wallet/recovery')).json()
  expect(recovery).toEqual({ address, recovery: 'login', recoveryShare, recoverySecret: secret })
})

test('a server on another share or recovery key than the database is under refuses to start', async () => {
  const postgres = await startTestPostgres()
  cleanups.push(postgres.stop)
  const first = await startTestAuthServer(postgres.url)
  await first.close()
  for (const name of ['LATCH_AUTH_SHARE_KEY', 'LATCH_AUTH_RECOVERY_KEY']) {
    const config = loadConfig({
      ...devAuthServerEnv({ databaseUrl: postgres.url, smtpUrl: 'smtp://127.0.0.1:1', port: 0 }),
      [name]: randomBytes(32).toString('base64'),
    })
    await expect(startAuthServer({ config })).rejects.toThrow(
      `${name} is not the key this database's values are sealed under (its fingerprint differs): start with the key in use, or rotate with latch-auth-server rotate-keys`,
    )
  }
  // The keys the database is under still start it.
  const again = await startTestAuthServer(postgres.url)
  await again.close()
})

describe('close()', () => {
  let postgres: TestPostgres
  let admin: Sql
  beforeAll(async () => {
    postgres = await startTestPostgres()
    admin = createSql(postgres.url, { max: 2 })
    cleanups.push(postgres.stop, () => admin.end({ timeout: 5 }))
  })

  // A server owning its pool, as the CLI runs it.
  const start = (shutdownTimeoutMs: number) =>
    startAuthServer({
      config: loadConfig(
        devAuthServerEnv({ databaseUrl: postgres.url, smtpUrl: 'smtp://127.0.0.1:1', port: 0 }),
      ),
      shutdownTimeoutMs,
    })

  /**
   * Locks the projects table, sends a request that reads it, and resolves once that request's
   * query waits on the lock: a request stuck in flight, in the server and in the database.
   */
  const stuckRequest = async (url: string) => {
    let unlock = () => {}
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve
    })
    let locked = () => {}
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve
    })
    const lock = admin.begin(async (transaction) => {
      await transaction`lock table projects in access exclusive mode`
      locked()
      await unlocked
    })
    await lockTaken
    const response = fetch(`${url}/projects/v1/origins?projectId=demo`).then(
      (answer) => answer.status,
      () => 'cut' as const,
    )
    while ((await admin`select 1 from pg_locks where not granted`).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 20))
    return {
      response,
      release: async () => {
        unlock()
        await lock
      },
    }
  }

  test('cuts a request still running at the deadline, and its query', async () => {
    const server = await start(300)
    const stuck = await stuckRequest(server.url)
    try {
      const started = Date.now()
      await server.close()
      const elapsed = Date.now() - started
      expect(elapsed).toBeGreaterThanOrEqual(290)
      expect(elapsed).toBeLessThan(2_000)
      expect(await stuck.response).toBe('cut')
    } finally {
      await stuck.release()
    }
  })

  test('stops accepting connections and lets an in-flight request finish', async () => {
    const server = await start(10_000)
    const stuck = await stuckRequest(server.url)
    let closing: Promise<void> | undefined
    try {
      closing = server.close()
      await expect(fetch(`${server.url}/health`)).rejects.toThrow()
    } finally {
      await stuck.release()
    }
    expect(await stuck.response).toBe(200)
    const answered = Date.now()
    await closing
    expect(Date.now() - answered).toBeLessThan(1_000)
  })
})
