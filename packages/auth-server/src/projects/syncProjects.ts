import { type AuthProject, isExactOrigin } from '../config.js'
import type { Sql } from '../db/createSql.js'

/**
 * Upserts the configured projects (`LATCH_AUTH_PROJECTS`) with their allowed origins.
 *
 * @throws {Error} `Project ID: "ENTRY" is not an exact origin …` when an allowed origin is not an
 *   exact `http(s)://host[:port]` origin (a wildcard or a path would widen `frame-ancestors`); a
 *   config built without `loadConfig` is checked here. Nothing is written then.
 */
export async function syncProjects(sql: Sql, projects: readonly AuthProject[]): Promise<void> {
  for (const project of projects) {
    const bad = project.allowedOrigins.find((origin) => !isExactOrigin(origin))
    if (bad !== undefined) {
      throw new Error(
        `Project ${project.id}: ${JSON.stringify(bad)} is not an exact origin http(s)://host[:port] (no path, no wildcard)`,
      )
    }
  }
  for (const project of projects) {
    await sql`
      insert into projects (id, allowed_origins) values (${project.id}, ${project.allowedOrigins})
      on conflict (id) do update set allowed_origins = excluded.allowed_origins, updated_at = now()`
  }
}
