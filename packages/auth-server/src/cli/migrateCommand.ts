import { createSql } from '../db/createSql.js'
import { migrate } from '../db/migrate.js'
import { type CliIo, describeError } from './CliIo.js'

/**
 * `latch-auth-server migrate`: applies the pending migrations to `LATCH_AUTH_DATABASE_URL` (the
 * only variable it reads) in one transaction, prints `applied <version>` for each, or `database
 * schema up to date`, and closes its connection. `start` migrates too; this runs it alone (a
 * deploy step before the new instances start).
 *
 * @returns 0, or 1 with `Invalid auth server configuration: LATCH_AUTH_DATABASE_URL: …` or
 *   `Migration failed: <the database's error>` on standard error.
 */
export async function runMigrate(io: CliIo): Promise<number> {
  const databaseUrl = io.env.LATCH_AUTH_DATABASE_URL
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    io.err('Invalid auth server configuration: LATCH_AUTH_DATABASE_URL: must be a postgres:// URL')
    return 1
  }
  const sql = createSql(databaseUrl, { max: 1 })
  try {
    const applied = await migrate(sql)
    for (const version of applied) io.out(`applied ${version}`)
    if (applied.length === 0) io.out('database schema up to date')
    return 0
  } catch (error) {
    io.err(`Migration failed: ${describeError(error)}`)
    return 1
  } finally {
    await sql.end({ timeout: 5 })
  }
}
