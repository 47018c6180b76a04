import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { expect, test } from './fixtures'

const demoRoot = fileURLToPath(new URL('../apps/demo', import.meta.url))

/** Renders the demo's SSR entry in this Node process, through Vite's module loader. */
async function renderOnServer(): Promise<string> {
  const vite = await createServer({
    root: demoRoot,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  })
  try {
    const entry = (await vite.ssrLoadModule('/src/ssr/entry-server.tsx')) as { render(): string }
    return entry.render()
  } finally {
    await vite.close()
  }
}

test('server rendering needs no browser globals, and hydrating it gives no hydration warning', async ({
  page,
}) => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  const html = await renderOnServer()
  expect(html).toContain('>Connect Wallet</button>')
  expect(html).toContain('>Anvil</button>')

  const warnings: string[] = []
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text())
  })
  await page.route('**/ssr.html', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('<!--ssr-outlet-->', html)
    await route.fulfill({ response, body })
  })
  await page.goto('/ssr.html')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(button).toBeVisible()
  // Hydrated: the server's button now opens the modal.
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  expect(warnings).toEqual([])
})
