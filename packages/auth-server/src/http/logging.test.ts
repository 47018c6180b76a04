import { Writable } from 'node:stream'
import nodemailer from 'nodemailer'
import { pino } from 'pino'
import { expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { createAuthServer } from '../createAuthServer.js'
import type { Sql } from '../db/createSql.js'
import { devAuthServerEnv } from '../testing/devAuthServerEnv.js'

/** A server whose routes used here never reach the database, its log lines captured. */
const setUp = (env: Record<string, string> = {}) => {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  const logger = pino({ level: 'debug' }, sink)
  const config = loadConfig({
    ...devAuthServerEnv({
      databaseUrl: 'postgres://u:p@127.0.0.1:1/db',
      smtpUrl: 'smtp://x:1',
      port: 0,
    }),
    LATCH_AUTH_TRUST_PROXY: '1',
    ...env,
  })
  const sql = (() => Promise.reject(new Error('no database'))) as unknown as Sql
  const mailer = nodemailer.createTransport({ jsonTransport: true })
  const app = createAuthServer({ config, sql, mailer, logger })
  const request = (path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { 'x-forwarded-for': '203.0.113.9', ...init.headers },
    })
  return { lines, request }
}

test('one JSON line per request: id, method, route pattern, status, ms; no IP, email or code', async () => {
  const { lines, request } = setUp()
  const answered = await request('/v1/email/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'proxy-id-1' },
    body: JSON.stringify({ projectId: 'demo', email: 'ada@example.com', code: 'nope' }),
  })
  expect(answered.status).toBe(400)
  expect(answered.headers.get('x-request-id')).toBe('proxy-id-1')
  const missing = await request('/v1/social/google/nowhere?token=secret')
  const generated = missing.headers.get('x-request-id')
  expect(generated).toMatch(/^[0-9a-f-]{36}$/)
  await request('/health')

  const requests = lines.filter((line) => line.msg === 'request')
  expect(requests).toMatchObject([
    { level: 30, requestId: 'proxy-id-1', method: 'POST', route: '/v1/email/verify', status: 400 },
    { level: 30, requestId: generated, method: 'GET', route: 'unmatched', status: 404 },
    // Probes are logged at debug, so a load balancer's checks stay out of the info logs.
    { level: 20, method: 'GET', route: '/health', status: 200 },
  ])
  expect(typeof requests[0]?.ms).toBe('number')
  const text = JSON.stringify(lines)
  for (const secret of ['203.0.113.9', 'ada@example.com', 'secret', 'nope'])
    expect(text).not.toContain(secret)
})

test('without a trusted proxy, a client-sent X-Request-Id is replaced by a fresh one', async () => {
  const { lines, request } = setUp({ LATCH_AUTH_TRUST_PROXY: '0' })
  const answered = await request('/health', { headers: { 'x-request-id': 'victim-id-1' } })
  const requestId = answered.headers.get('x-request-id')
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  expect(lines.find((line) => line.msg === 'request')).toMatchObject({ requestId })
  expect(JSON.stringify(lines)).not.toContain('victim-id-1')
})

test('a failure is logged at error with its request id, and answered 500 without details', async () => {
  const { lines, request } = setUp()
  // The database throws here: the route's first query fails.
  const failed = await request('/v1/email/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectId: 'demo', email: 'ada@example.com' }),
  })
  expect([failed.status, await failed.json()]).toEqual([500, { error: 'internal_error' }])
  const requestId = failed.headers.get('x-request-id')
  expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({
    level: 50,
    requestId,
    err: { message: 'no database' },
  })
  expect(lines.find((line) => line.msg === 'request')).toMatchObject({
    level: 50,
    requestId,
    route: '/v1/email/code',
    status: 500,
  })
  expect((await request('/ready')).status).toBe(503)
})

test('GET /metrics is 404 without a token configured, or without the right bearer', async () => {
  const off = setUp()
  expect((await off.request('/metrics')).status).toBe(404)
  expect((await off.request('/metrics', { headers: { authorization: 'Bearer x' } })).status).toBe(
    404,
  )
  const token = 'metrics-token-0123456789'
  const on = setUp({ LATCH_AUTH_METRICS_TOKEN: token })
  expect((await on.request('/metrics')).status).toBe(404)
  expect(
    (await on.request('/metrics', { headers: { authorization: `Bearer ${token}x` } })).status,
  ).toBe(404)
  await on.request('/health')
  const served = await on.request('/metrics', { headers: { authorization: `Bearer ${token}` } })
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toContain('text/plain')
  const text = await served.text()
  expect(text).toContain(
    'latch_auth_http_requests_total{method="GET",route="/health",status="200"} 1',
  )
  expect(text).toContain('latch_auth_http_request_duration_seconds_bucket')
  expect(text).toContain('# TYPE latch_auth_codes_sent_total counter')
  expect(text).toContain('# TYPE latch_auth_logins_total counter')
  expect(text).toContain('# TYPE latch_auth_rate_limited_total counter')
  // Another server in the same process counts apart (a registry per instance).
  const other = setUp({ LATCH_AUTH_METRICS_TOKEN: token })
  const fresh = await other.request('/metrics', { headers: { authorization: `Bearer ${token}` } })
  expect(await fresh.text()).not.toContain('route="/health"')
})
