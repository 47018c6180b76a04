import type { AuthProject } from '../config.js'
import type { Sql } from '../db/createSql.js'
import { isProjectId } from './projectIdSchema.js'

/**
 * The project with `id`, or `undefined` when there is none, also when `id` is no valid project id
 * (`projectIdSchema`: a NUL byte would make PostgreSQL fail the query).
 */
export async function findProject(sql: Sql, id: string): Promise<AuthProject | undefined> {
  if (!isProjectId(id)) return undefined
  const [row] = await sql<{ id: string; allowed_origins: string[] }[]>`
    select id, allowed_origins from projects where id = ${id}`
  return row && { id: row.id, allowedOrigins: row.allowed_origins }
}
