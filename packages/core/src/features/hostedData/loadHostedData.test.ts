// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/cart"}
import { afterEach, expect, test, vi } from 'vitest'
import { createLatchClient } from '../../client/createLatchClient.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'

// Spec §5: with email or socials on, this page's origin must be among the project's allowed
// origins, else the 'invalid app configuration' alert (spec §8, once).

const apiUrl = 'https://api.test'
let destroy = () => {}
afterEach(() => {
  destroy()
  vi.unstubAllGlobals()
})

/** A hosted API whose project config turns on `socialLogin` and allows `allowedOrigins`. */
function setUp(parameters: { socialLogin: string[] | null; allowedOrigins: string[] }) {
  const paths: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input))
      paths.push(pathname)
      if (pathname === '/getWallets') return Response.json({ count: 0, data: [] })
      if (pathname === '/appkit/v1/config')
        return Response.json({
          features: [
            {
              id: 'social_login',
              isEnabled: parameters.socialLogin !== null,
              config: parameters.socialLogin,
            },
          ],
        })
      if (pathname === '/projects/v1/origins')
        return Response.json({ allowedOrigins: parameters.allowedOrigins })
      return new Response('not found', { status: 404 })
    }),
  )
  const latch = createLatchClient({
    projectId: 'p1',
    apiUrl,
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    storage: createMemoryStorage(),
  })
  destroy = latch.destroy
  return { latch, paths }
}

test("an origin the project does not allow: 'invalid app configuration', once", async () => {
  const { latch, paths } = setUp({
    socialLogin: ['email'],
    allowedOrigins: ['https://other.example'],
  })
  await latch.open()
  await vi.waitFor(() =>
    expect(latch.stores.alert.getState()).toMatchObject({
      open: true,
      type: 'INVALID_APP_CONFIGURATION',
      message: { key: 'error.invalidAppConfiguration' },
      variant: 'error',
    }),
  )
  latch.stores.alert.setState({ open: false })
  latch.close()
  await latch.open()
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(latch.stores.alert.getState().open).toBe(false)
  expect(paths.filter((path) => path === '/projects/v1/origins')).toHaveLength(1)
})

test('an allowed origin, exact or by a *. wildcard: no alert', async () => {
  for (const allowed of ['https://shop.example', 'https://*.example']) {
    const { latch, paths } = setUp({ socialLogin: ['email', 'google'], allowedOrigins: [allowed] })
    await latch.open()
    await vi.waitFor(() => expect(paths).toContain('/projects/v1/origins'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(latch.stores.alert.getState().type, allowed).toBeUndefined()
    destroy()
  }
})

test('with neither email nor socials on, the origins are not asked and nothing is shown', async () => {
  const { latch, paths } = setUp({ socialLogin: null, allowedOrigins: [] })
  await latch.open()
  await vi.waitFor(() => expect(paths).toContain('/appkit/v1/config'))
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(paths).not.toContain('/projects/v1/origins')
  expect(latch.stores.alert.getState().type).toBeUndefined()
})
