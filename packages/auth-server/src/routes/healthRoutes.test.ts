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

const health = async (url: string) => {
  const response = await fetch(`${url}/health`)
  return [response.status, await response.json()]
}

test('GET /health is 503 while the database is down, and 200 again once it is back', async () => {
  const first = await startTestPostgres({ persistent: true })
  postgres = first
  server = await startTestAuthServer(first.url)
  expect(await health(server.url)).toEqual([200, { status: 'ok' }])

  await first.stop()
  postgres = undefined
  expect(await health(server.url)).toEqual([503, { status: 'unavailable' }])
  const missing = await fetch(`${server.url}/nowhere`)
  expect([missing.status, await missing.json()]).toEqual([404, { error: 'not_found' }])
  expect(await health(server.url)).toEqual([503, { status: 'unavailable' }])

  postgres = await startTestPostgres({ dataDir: first.dataDir, port: first.port })
  expect(await health(server.url)).toEqual([200, { status: 'ok' }])
})
