import { afterAll, beforeAll } from 'vitest'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestAuthServer,
  type TestPostgres,
} from './startTestAuthServer.js'

/**
 * Vitest: one PostgreSQL and one test auth server (`env` on top of the dev settings) for the test
 * file, started before its tests and stopped after them.
 */
export function useTestAuthServer(env: Record<string, string> = {}): {
  postgres: TestPostgres
  server: TestAuthServer
} {
  const harness = {} as { postgres: TestPostgres; server: TestAuthServer }
  beforeAll(async () => {
    harness.postgres = await startTestPostgres()
    harness.server = await startTestAuthServer(harness.postgres.url, env)
  })
  afterAll(async () => {
    await harness.server?.close()
    await harness.postgres?.stop()
  })
  return harness
}
