import { readdir, readFile } from 'node:fs/promises'
import type { Sql } from './createSql.js'

const migrationsDir = new URL('./migrations/', import.meta.url)

/** Serialises migrations between instances starting at once (`pg_advisory_xact_lock`). */
const MIGRATION_LOCK = 7_463_001

/**
 * Brings the database schema up to date: runs each `src/db/migrations/NNN_name.sql` not yet in
 * `schema_migrations`, in file-name order, all in one transaction (so a failed migration leaves
 * the schema as it was). Safe to call at every start and from several instances at once.
 *
 * @param sql The database.
 * @returns The versions (file names without `.sql`) applied by this call.
 * @throws The database's error when a migration fails; nothing is applied then.
 */
export async function migrate(sql: Sql): Promise<string[]> {
  const files = await listMigrations()
  return sql.begin(async (transaction) => {
    await transaction`select pg_advisory_xact_lock(${MIGRATION_LOCK})`
    await transaction`
      create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`
    const rows = await transaction<{ version: string }[]>`select version from schema_migrations`
    const applied = new Set(rows.map((row) => row.version))
    const pending = files.filter((version) => !applied.has(version))
    for (const version of pending) {
      await transaction.unsafe(await readFile(new URL(`${version}.sql`, migrationsDir), 'utf8'))
      await transaction`insert into schema_migrations (version) values (${version})`
    }
    return pending
  })
}

/**
 * The migrations this version of the server ships, in the order they run: their versions (file
 * names without `.sql`).
 */
export async function listMigrations(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
  return files.map((file) => file.slice(0, -'.sql'.length))
}
