import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { listMigrations } from '../db/migrate.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'

/**
 * The probes, CORS `*`:
 * - `GET /health` (liveness): 200 `{ status: 'ok' }` while the process serves requests; it does
 *   not touch the database, so a database outage does not get every instance restarted.
 * - `GET /ready` (readiness): 200 `{ status: 'ready' }` when the database answers and every
 *   migration of this version is applied; 503 `{ status: 'unavailable' }` when the database does
 *   not answer, 503 `{ status: 'migrations_pending' }` when the schema is older than the code.
 */
export function healthRoutes({ sql }: AuthServerDependencies) {
  const probe = cors({ origin: '*', allowMethods: ['GET'] })
  let expected: Promise<string[]> | undefined
  return new Hono<AuthServerEnv>()
    .get('/health', probe, (context) => context.json({ status: 'ok' }))
    .get('/ready', probe, async (context) => {
      expected ??= listMigrations()
      const applied = await sql<{ version: string }[]>`select version from schema_migrations`.then(
        (rows) => new Set(rows.map((row) => row.version)),
        () => undefined,
      )
      if (!applied) return context.json({ status: 'unavailable' }, 503)
      const pending = (await expected).some((version) => !applied.has(version))
      return pending
        ? context.json({ status: 'migrations_pending' }, 503)
        : context.json({ status: 'ready' })
    })
}
