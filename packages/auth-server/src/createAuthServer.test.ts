import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  startTestAuthServer,
  startTestPostgres,
  type TestAuthServer,
  type TestPostgres,
} from './testing/startTestAuthServer.js'

let postgres: TestPostgres
let server: TestAuthServer
let unbuilt: TestAuthServer

beforeAll(async () => {
  const frameDir = await mkdtemp(join(tmpdir(), 'latch-frame-'))
  await mkdir(join(frameDir, 'assets'))
  await writeFile(join(frameDir, 'index.html'), '<script src="/frame/assets/main.js"></script>')
  await writeFile(
    join(frameDir, 'approve.html'),
    '<script src="/frame/assets/approve.js"></script>',
  )
  await writeFile(join(frameDir, 'social.html'), '<script src="/frame/assets/social.js"></script>')
  await writeFile(join(frameDir, 'assets', 'main.js'), 'console.log(1)')
  await writeFile(join(frameDir, 'secret.txt'), 'outside assets')
  postgres = await startTestPostgres()
  server = await startTestAuthServer(postgres.url, { LATCH_AUTH_FRAME_DIR: frameDir })
  unbuilt = await startTestAuthServer(postgres.url, { LATCH_AUTH_FRAME_DIR: join(frameDir, 'no') })
})
afterAll(async () => {
  await server?.close()
  await unbuilt?.close()
  await postgres?.stop()
})

const frame = (query: string) => fetch(`${server.url}/frame?${query}`)

/** A raw GET, so `..` segments reach the server as sent (fetch would normalise them). */
const rawGet = (path: string) =>
  new Promise<number>((resolve, reject) => {
    request(`${server.url}${path}`, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
      .on('error', reject)
      .end()
  })

describe('GET /frame/approve', () => {
  test('serves the approval window, which no page may embed and which fetches nothing', async () => {
    const response = await fetch(`${server.url}/frame/approve`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('/frame/assets/approve.js')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cache-control')).toBe('no-store')
    // The frame at another site keeps its handle on the window (no opener-severing policy).
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
  })

  test('503 when the frame is not built', async () => {
    const response = await fetch(`${unbuilt.url}/frame/approve`)
    expect(response.status).toBe(503)
  })
})

describe('GET /frame/social', () => {
  test('serves the social login result page (issue 28): not embeddable, opener kept', async () => {
    const response = await fetch(`${server.url}/frame/social?status=failed&reason=access_denied`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('/frame/assets/social.js')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    // A same-origin policy here would make the host see the popup closed before it is.
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
  })

  test('503 when the frame is not built', async () => {
    const response = await fetch(`${unbuilt.url}/frame/social?status=ok`)
    expect(response.status).toBe(503)
  })
})

describe('GET /frame', () => {
  test('serves the page framable by exactly the verified origin', async () => {
    const response = await frame('projectId=demo&origin=http%3A%2F%2F127.0.0.1%3A5173')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('/frame/assets/main.js')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' http: https:; frame-ancestors http://127.0.0.1:5173; base-uri 'none'; form-action 'none'",
    )
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  test.each([
    'projectId=demo&origin=https%3A%2F%2Fevil.example',
    'projectId=unknown&origin=http%3A%2F%2F127.0.0.1%3A5173',
    'projectId=demo&origin=http%3A%2F%2F127.0.0.1%3A5173%20https%3A%2F%2Fevil.example',
    'projectId=demo',
  ])('403 with frame-ancestors none for %s', async (query) => {
    const response = await frame(query)
    expect(response.status).toBe(403)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  test('403 for an allowed origin stored before origins were checked (a wildcard)', async () => {
    await server.sql`
      insert into projects (id, allowed_origins) values ('legacy', ${['https://*.example.com']})`
    const response = await frame('projectId=legacy&origin=https%3A%2F%2F*.example.com')
    expect(response.status).toBe(403)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  test('503 when the frame is not built', async () => {
    const response = await fetch(`${unbuilt.url}/frame?projectId=demo&origin=http://localhost:5173`)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('The auth frame is not built')
  })

  test('serves assets as immutable, and nothing outside assets/', async () => {
    const asset = await fetch(`${server.url}/frame/assets/main.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('javascript')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await rawGet('/frame/assets/../secret.txt')).toBe(404)
    expect(await rawGet('/frame/assets/..%2fsecret.txt')).toBe(404)
    expect(await rawGet('/frame/assets/%2e%2e/secret.txt')).toBe(404)
  })
})

describe('public endpoints', () => {
  test('GET /projects/v1/origins answers any origin', async () => {
    const response = await fetch(`${server.url}/projects/v1/origins?projectId=demo`, {
      headers: { origin: 'https://someone.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect((await response.json()).allowedOrigins).toContain('http://127.0.0.1:5173')
    const unknown = await fetch(`${server.url}/projects/v1/origins?projectId=nope`)
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'unknown_project' }])
  })

  test('a projectId with a NUL byte: 400 invalid_project_id from /projects/v1/origins, 403 from /frame, never 500', async () => {
    const origins = await fetch(`${server.url}/projects/v1/origins?projectId=de%00mo`)
    expect([origins.status, await origins.json()]).toEqual([400, { error: 'invalid_project_id' }])
    const page = await frame(
      `projectId=de%00mo&origin=${encodeURIComponent('http://127.0.0.1:5173')}`,
    )
    expect(page.status).toBe(403)
  })

  test('GET /health is 200 with CORS *; the API has no CORS', async () => {
    const health = await fetch(`${server.url}/health`, { headers: { origin: 'https://a.example' } })
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }])
    expect(health.headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await fetch(`${server.url}/v1/email/code`, {
      method: 'OPTIONS',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('security headers, JSON 404, 413 past 16 KiB', async () => {
    const missing = await fetch(`${server.url}/nowhere`)
    expect([missing.status, await missing.json()]).toEqual([404, { error: 'not_found' }])
    expect(missing.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
    const big = await server.post('/v1/email/code', {
      projectId: 'demo',
      email: 'x'.repeat(17_000),
    })
    expect([big.status, await big.json()]).toEqual([413, { error: 'payload_too_large' }])
  })
})
