import type { AuthProject } from '../config.js'
import type { Sql } from '../db/createSql.js'

/** Upserts the configured projects (`LATCH_AUTH_PROJECTS`) with their allowed origins. */
export async function syncProjects(sql: Sql, projects: readonly AuthProject[]): Promise<void> {
  for (const project of projects) {
    await sql`
      insert into projects (id, allowed_origins) values (${project.id}, ${project.allowedOrigins})
      on conflict (id) do update set allowed_origins = excluded.allowed_origins, updated_at = now()`
  }
}
