import { afterAll, beforeAll } from 'vitest'
import type { SocialProvider } from '../social/types.js'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestAuthServer,
  type TestPostgres,
} from './startTestAuthServer.js'

/**
 * Vitest: one PostgreSQL and one test auth server (`env` on top of the dev settings) for the test
 * file, started before its tests and stopped after them; `options.socialProviders` replaces the
 * configured social providers.
 */
export function useTestAuthServer(
  env: Record<string, string> = {},
  options: { socialProviders?: ReadonlyMap<string, SocialProvider> } = {},
): {
  postgres: TestPostgres
  server: TestAuthServer
} {
  const harness = {} as { postgres: TestPostgres; server: TestAuthServer }
  beforeAll(async () => {
    harness.postgres = await startTestPostgres()
    harness.server = await startTestAuthServer(harness.postgres.url, env, options)
  })
  afterAll(async () => {
    await harness.server?.close()
    await harness.postgres?.stop()
  })
  return harness
}
