import postgres from 'postgres'

/** A postgres.js client (a connection pool). */
export type Sql = postgres.Sql

/**
 * Opens a postgres.js pool to the auth server's database.
 *
 * @param databaseUrl A `postgres://user:password@host:port/database` URL.
 * @param options `max`: the pool's size (10 by default).
 * @returns The pool; `await sql.end()` closes it.
 */
export function createSql(databaseUrl: string, options: { max?: number } = {}): Sql {
  return postgres(databaseUrl, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: 5,
    connection: { application_name: 'latch-auth-server' },
  })
}
