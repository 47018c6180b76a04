import { expect } from 'vitest'
import { DEV_ALLOWED_ORIGINS } from './devAuthServerEnv.js'
import { createDpopKey, createDpopProof, type DpopKey } from './dpopProof.js'
import {
  startTestAuthServer,
  type TestAuthServer,
  type TestPostgres,
} from './startTestAuthServer.js'

/** The dev project's first allowed origin: where the Farcaster route tests sign in. */
export const farcasterTestOrigin = DEV_ALLOWED_ORIGINS[0] as string

/**
 * The Farcaster route tests' requests and database reads on the file's `harness` (a
 * `useTestAuthServer`), each request from a new IP (`ipPrefix` + a counter) so per-IP limits stay
 * out of the way; `otherServer` starts a server sharing the database with `env` plus overrides.
 */
export function farcasterRouteTesting(
  harness: { postgres: TestPostgres; server: TestAuthServer },
  options: { env: Record<string, string>; ipPrefix: string },
) {
  let ipCounter = 0
  const nextIp = () => ({ 'x-forwarded-for': `${options.ipPrefix}${++ipCounter}` })
  /** A DPoP proof for `path` on `server`, issued at the server's (movable) time. */
  const proof = (server: TestAuthServer, key: DpopKey, path: string) =>
    createDpopProof(key, {
      htu: `${server.url}${path}`,
      iat: Math.floor(server.config.now().getTime() / 1000),
    })
  const post = async (
    server: TestAuthServer,
    path: string,
    body: unknown,
    key: DpopKey | undefined,
  ) =>
    server.post(path, body, {
      ...nextIp(),
      ...(key && { dpop: await proof(server, key, path) }),
    })
  const start = (key: DpopKey | undefined, body: object = {}, server = harness.server) =>
    post(
      server,
      '/v1/farcaster/start',
      { projectId: 'demo', origin: farcasterTestOrigin, ...body },
      key,
    )
  /** Starts a login with a new frame key: the attempt and its channel URL. */
  const begin = async (server = harness.server) => {
    const key = await createDpopKey()
    const started = await start(key, {}, server)
    expect(started.status).toBe(200)
    const body = (await started.json()) as { attemptId: string; url: string; expiresAt: string }
    return { key, ...body }
  }
  const auditDetails = async (event: string) =>
    (
      await harness.server.sql<{ detail: Record<string, unknown> }[]>`
        select detail from audit_log where event = ${event} order by id`
    ).map((row) => row.detail)
  /** A server sharing the file's database, `overrides` on top of the file's settings. */
  const otherServer = (overrides: Record<string, string>) =>
    startTestAuthServer(harness.postgres.url, { ...options.env, ...overrides })
  return { nextIp, proof, post, start, begin, auditDetails, otherServer }
}
