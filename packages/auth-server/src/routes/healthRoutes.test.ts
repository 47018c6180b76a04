import { afterAll, expect, test } from 'vitest'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestAuthServer,
  type TestPostgres,
} from '../testing/startTestAuthServer.js'

let postgres: TestPostgres | undefined
let server: TestAuthServer | undefined
afterAll(async () => {
  await server?.close()
  await postgres?.stop()
})

const probe = async (url: string, path: '/health' | '/ready') => {
  const response = await fetch(`${url}${path}`)
  return [response.status, await response.json()]
}

test('GET /health stays 200 while the database is down; GET /ready is 503 until it is back', async () => {
  const first = await startTestPostgres({ persistent: true })
  postgres = first
  server = await startTestAuthServer(first.url)
  expect(await probe(server.url, '/health')).toEqual([200, { status: 'ok' }])
  expect(await probe(server.url, '/ready')).toEqual([200, { status: 'ready' }])

  await first.stop()
  postgres = undefined
  expect(await probe(server.url, '/health')).toEqual([200, { status: 'ok' }])
  expect(await probe(server.url, '/ready')).toEqual([503, { status: 'unavailable' }])
  const missing = await fetch(`${server.url}/nowhere`)
  expect([missing.status, await missing.json()]).toEqual([404, { error: 'not_found' }])

  postgres = await startTestPostgres({ dataDir: first.dataDir, port: first.port })
  expect(await probe(server.url, '/ready')).toEqual([200, { status: 'ready' }])

  // A schema older than the code (a migration not applied) is not ready.
  const [last] = await server.sql<{ version: string }[]>`
    delete from schema_migrations
    where version = (select max(version) from schema_migrations) returning version`
  expect(await probe(server.url, '/ready')).toEqual([503, { status: 'migrations_pending' }])
  await server.sql`insert into schema_migrations (version) values (${last?.version ?? ''})`
  expect(await probe(server.url, '/ready')).toEqual([200, { status: 'ready' }])
  const ready = await fetch(`${server.url}/ready`, { headers: { origin: 'https://a.example' } })
  expect(ready.headers.get('access-control-allow-origin')).toBe('*')
})
