import type { Page, Request } from '@playwright/test'
import { dialog, expect, openConnect, test, testAllowingStatus } from './fixtures'
import { AUTH_URL } from './secureWindow'

// Issue 33 item 2: the embedded wallet's configuration against the demo's real auth server. The
// page names its auth project (`auth: { url, projectId }`, the demo's `?authProject=`); a wrong
// project or an origin the project does not allow is told at once — 'invalid app configuration'
// / 'unverified domain' (spec §8) — not as 'iframe load failed' after 15 s. The page's check of
// `{auth url}/projects/v1/origins` is cross-origin (the demo at 127.0.0.1:4173, the server at
// localhost:8788): a simple request, no preflight; the server answers a preflight too.

/** Well below the secure frame's 15 s load timeout, after which 'iframe load failed' shows. */
const AT_ONCE_MS = 5_000

/** The page's first request for the auth project's allowed origins. */
function originsRequest(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) => request.url().startsWith(`${AUTH_URL}/projects/v1/origins?`),
    { timeout: AT_ONCE_MS },
  )
}

/** A simple request: a GET with no header a page's script sets beyond the CORS-safelisted ones. */
function expectSimpleRequest(request: Request) {
  expect(request.method()).toBe('GET')
  const custom = Object.keys(request.headers()).filter((name) => name.startsWith('x-'))
  expect(custom).toEqual([])
}

// The server's 404 for the unknown project is logged by the browser as a failed load.
testAllowingStatus(404)(
  'a project the auth server does not know: invalid app configuration at once, no frame',
  async ({ page }) => {
    const request = originsRequest(page)
    const started = Date.now()
    const connect = await openConnect(page, '?authProject=no-such-project')
    const sent = await request
    expect(new URL(sent.url()).searchParams.get('projectId')).toBe('no-such-project')
    expectSimpleRequest(sent)
    const response = await sent.response()
    expect(response?.status()).toBe(404)
    expect(await response?.json()).toEqual({ error: 'unknown_project' })
    await expect(
      connect.getByRole('alert').filter({ hasText: 'invalid app configuration' }),
    ).toBeVisible({ timeout: AT_ONCE_MS })
    expect(Date.now() - started).toBeLessThan(10_000)
    // Trying to log in tells the same at once (no frame, no 15 s wait).
    await connect.getByRole('textbox', { name: 'Email' }).fill('nobody@example.test')
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'A problem occurred while trying initialize authentication' })
        .first(),
    ).toBeVisible({ timeout: AT_ONCE_MS })
    await expect(page.locator('iframe[src*="/frame?"]')).toHaveCount(0)
    await expect(page.getByText('iframe load failed')).toHaveCount(0)
  },
)

test('an origin the project does not allow: unverified domain at once, no frame', async ({
  page,
}) => {
  // The same demo build, served as http://localhost:4173: an origin the dev projects do not list
  // (they list http://127.0.0.1:4173 and http://localhost:5173).
  const request = originsRequest(page)
  await page.goto('http://localhost:4173/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  const sent = await request
  expect(sent.headers().origin).toBe('http://localhost:4173')
  expectSimpleRequest(sent)
  const response = await sent.response()
  expect(response?.status()).toBe(200)
  expect(response?.headers()['access-control-allow-origin']).toBe('*')
  await expect(connect.getByRole('alert').filter({ hasText: 'unverified domain' })).toBeVisible({
    timeout: AT_ONCE_MS,
  })
  await expect(page.locator('iframe[src*="/frame?"]')).toHaveCount(0)
  await expect(page.getByText('iframe load failed')).toHaveCount(0)
})

test('an allowed origin: the cross-origin check passes and the frame loads; a preflight is answered too', async ({
  page,
}) => {
  const request = originsRequest(page)
  const connect = await openConnect(page, '?authProject=demo')
  const sent = await request
  expect(sent.headers().origin).toBe('http://127.0.0.1:4173')
  expect(new URL(sent.url()).searchParams.get('projectId')).toBe('demo')
  expectSimpleRequest(sent)
  const response = await sent.response()
  expect(response?.status()).toBe(200)
  expect(await response?.json()).toEqual({
    allowedOrigins: expect.arrayContaining(['http://127.0.0.1:4173']),
  })
  await expect(page.locator('iframe[src*="/frame?projectId=demo"]')).toHaveCount(1)
  await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(connect.getByRole('alert')).toHaveCount(0)
  // A request with a custom header from this page (as older clients sent): its preflight passes.
  const answer = await page.evaluate(async (url) => {
    const reply = await fetch(`${url}/projects/v1/origins?projectId=default`, {
      headers: { 'x-project-id': 'default', 'x-sdk-type': 'latch' },
    })
    return { status: reply.status, body: await reply.json() }
  }, AUTH_URL)
  expect(answer.status).toBe(200)
  expect(answer.body.allowedOrigins).toContain('http://127.0.0.1:4173')
})
