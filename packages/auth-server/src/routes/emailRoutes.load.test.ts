import { expect, test } from 'vitest'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'

const harness = useTestAuthServer()

const REQUESTS = 1000
const CONCURRENCY = 20

test('1,000 code requests from one IP: 30 pass, the rest get 429, nothing is lost', async () => {
  const statuses: number[] = []
  const successes = new Map<string, number>()
  let next = 0
  const worker = async () => {
    while (next < REQUESTS) {
      const email = `load${next++ % 40}@example.com`
      const response = await harness.server.post('/v1/email/code', {
        projectId: 'demo',
        email,
        origin: 'http://127.0.0.1:5173',
      })
      await response.arrayBuffer()
      statuses.push(response.status)
      if (response.status === 200) successes.set(email, (successes.get(email) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))

  expect(statuses).toHaveLength(REQUESTS)
  expect(statuses.filter((status) => status === 200)).toHaveLength(30)
  expect(statuses.filter((status) => status === 429)).toHaveLength(REQUESTS - 30)
  expect((await fetch(`${harness.server.url}/health`)).status).toBe(200)

  const users = await harness.server.sql<
    { email: string }[]
  >`select email from users order by email`
  expect(users.map((user) => user.email)).toEqual([...successes.keys()].sort())
  const [codes] = await harness.server.sql`select count(*)::int as count from email_codes`
  expect(codes?.count).toBe(successes.size)
  const [counter] = await harness.server.sql`
    select count from rate_limits where key = 'code:ip:127.0.0.1'`
  expect(counter?.count).toBe(REQUESTS)
}, 60_000)
