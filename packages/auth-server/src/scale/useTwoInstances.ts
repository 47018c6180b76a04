import { afterAll, beforeAll } from 'vitest'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestAuthServer,
  type TestPostgres,
} from '../testing/startTestAuthServer.js'
import { type ReverseProxy, startReverseProxy } from './startReverseProxy.js'

/** Two auth server instances on one PostgreSQL, behind one {@link ReverseProxy}. */
export type TwoInstances = {
  postgres: TestPostgres
  instances: [TestAuthServer, TestAuthServer]
  proxy: ReverseProxy
  /** Posts JSON through the proxy. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
}

/**
 * Vitest: for the test file, one PostgreSQL and two auth server instances on it (`env` on top of
 * the test settings, `LATCH_AUTH_TRUST_PROXY=1`, each its own pool, mailer and metrics), behind a
 * round-robin reverse proxy whose URL is both instances' public URL (as `LATCH_AUTH_PUBLIC_URL`
 * would be in production: DPoP proofs and tokens name it).
 */
export function useTwoInstances(env: Record<string, string> = {}): TwoInstances {
  const harness = {} as TwoInstances
  beforeAll(async () => {
    harness.postgres = await startTestPostgres()
    const settings = { LATCH_AUTH_TRUST_PROXY: '1', ...env }
    // One after the other: both migrate at start (an advisory lock would serialise them anyway).
    const first = await startTestAuthServer(harness.postgres.url, settings)
    const second = await startTestAuthServer(harness.postgres.url, settings)
    harness.instances = [first, second]
    harness.proxy = await startReverseProxy([first.url, second.url])
    for (const instance of harness.instances) instance.config.publicUrl = harness.proxy.url
    harness.post = (path, body, headers = {}) =>
      fetch(`${harness.proxy.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
  }, 60_000)
  afterAll(async () => {
    await harness.proxy?.close()
    for (const instance of harness.instances ?? []) await instance.close()
    await harness.postgres?.stop()
  })
  return harness
}
