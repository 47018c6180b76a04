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
  expect([first, second].sort()).toEqual([[], ['001_initial']])
  expect(await migrate(sql)).toEqual([])
  const tables = await sql<{ table_name: string }[]>`
    select table_name from information_schema.tables where table_schema = 'public'
    order by table_name`
  expect(tables.map((table) => table.table_name)).toEqual([
    'audit_log',
    'email_codes',
    'projects',
    'rate_limits',
    'recovery_secrets',
    'refresh_tokens',
    'schema_migrations',
    'users',
    'wallets',
  ])
})
