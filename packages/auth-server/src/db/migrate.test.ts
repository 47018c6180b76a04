import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestPostgres, type TestPostgres } from '../testing/startTestAuthServer.js'
import { createSql, type Sql } from './createSql.js'
import { migrate } from './migrate.js'

let postgres: TestPostgres
let sql: Sql

beforeAll(async () => {
  postgres = await startTestPostgres()
  sql = createSql(postgres.url)
})
afterAll(async () => {
  await sql?.end()
  await postgres?.stop()
})

test('migrates an empty database once, then does nothing; concurrent runs agree', async () => {
  const [first, second] = await Promise.all([migrate(sql), migrate(sql)])
  expect([first, second].sort()).toEqual([
    [],
    [
      '001_initial',
      '002_refresh_token_families',
      '003_known_devices',
      '004_social_login',
      '005_passkeys',
      '006_farcaster_login',
      '007_key_fingerprints',
    ],
  ])
  expect(await migrate(sql)).toEqual([])
  const tables = await sql<{ table_name: string }[]>`
    select table_name from information_schema.tables where table_schema = 'public'
    order by table_name`
  expect(tables.map((table) => table.table_name)).toEqual([
    'audit_log',
    'dpop_proofs',
    'email_codes',
    'farcaster_attempts',
    'key_fingerprints',
    'known_devices',
    'passkey_challenges',
    'passkey_credentials',
    'passkey_recovery_shares',
    'projects',
    'rate_limits',
    'recovery_secrets',
    'refresh_token_families',
    'refresh_tokens',
    'schema_migrations',
    'social_attempts',
    'user_identities',
    'users',
    'wallets',
  ])
})

test('sessions from before key binding end: their family is revoked, so they cannot be refreshed', async () => {
  await sql`create database before_binding`
  const legacyUrl = new URL(postgres.url)
  legacyUrl.pathname = '/before_binding'
  const legacy = createSql(legacyUrl.href)
  try {
    const initial = await readFile(new URL('./migrations/001_initial.sql', import.meta.url), 'utf8')
    await legacy.unsafe(initial)
    await legacy`create table schema_migrations (version text primary key, applied_at timestamptz not null default now())`
    await legacy`insert into schema_migrations (version) values ('001_initial')`
    await legacy`insert into projects (id, allowed_origins) values ('demo', '{}')`
    const [user] = await legacy`insert into users (email) values ('old@example.com') returning id`
    const familyId = randomUUID()
    for (const [hash, rotated] of [
      ['spent', true],
      ['live', false],
    ] as const)
      await legacy`
        insert into refresh_tokens (token_hash, family_id, user_id, project_id, auth_time, expires_at, rotated_at)
        values (${Buffer.from(hash)}, ${familyId}, ${user?.id}, 'demo', now(), now() + interval '30 days',
          ${rotated ? new Date() : null})`
    expect(await migrate(legacy)).toEqual([
      '002_refresh_token_families',
      '003_known_devices',
      '004_social_login',
      '005_passkeys',
      '006_farcaster_login',
      '007_key_fingerprints',
    ])
    const families = await legacy`select id, jkt, revoked_at from refresh_token_families`
    expect(families).toEqual([{ id: familyId, jkt: null, revoked_at: expect.any(Date) }])
  } finally {
    await legacy.end()
  }
})

test('005: a wallet keeps its server-openable recovery share unless a passkey protects it', async () => {
  await migrate(sql)
  await sql`insert into projects (id, allowed_origins) values ('p005', '{}') on conflict do nothing`
  const [user] = await sql<{ id: string }[]>`
    insert into users (email) values ('p005@example.com') returning id`
  await sql`
    insert into wallets (user_id, project_id, address, sealed_auth_share, recovery_share)
    values (${user?.id ?? ''}, 'p005', '0x1', ${Buffer.from('a')}, ${Buffer.from('r')})`
  await expect(
    sql`update wallets set recovery_share = null where user_id = ${user?.id ?? ''}`,
  ).rejects.toThrow(/wallets_recovery_kept/)
  await sql`
    update wallets set recovery_share = null, protected_at = now() where user_id = ${user?.id ?? ''}`
  const [wallet] = await sql`select recovery_share, protected_at from wallets`
  expect(wallet).toEqual({ recovery_share: null, protected_at: expect.any(Date) })
})
