import type { Sql } from '../db/createSql.js'

/** A user: one per (normalised) email address. */
export type AuthUser = { id: string; email: string }

/**
 * Finds the user with `email` (already lower-cased and trimmed), creating it when there is none.
 * Concurrent calls for one address return the same row.
 */
export async function upsertUser(sql: Sql, email: string): Promise<AuthUser> {
  const [user] = await sql<AuthUser[]>`
    insert into users (email) values (${email})
    on conflict (email) do update set email = excluded.email
    returning id, email`
  if (!user) throw new Error('upsert returned no user')
  return user
}
