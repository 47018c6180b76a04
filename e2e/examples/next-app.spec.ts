import { expect, test } from '../fixtures'
import { connectReloadDisconnect } from './connectReloadDisconnect'

// examples/next-app: Next.js App Router (Turbopack) with create-next-app's defaults
// (`cacheComponents: true`); page.tsx is a server component that imports ConnectButton and
// NetworkButton from @latch/react (a 'use client' module) and renders them, inside the client
// Providers of the root layout.

test('the server HTML already holds the buttons the server page rendered', async ({ request }) => {
  const response = await request.get('/')
  expect(response.ok()).toBe(true)
  const html = await response.text()
  expect(html).toMatch(
    /<button[^>]*data-size="lg"[^>]*data-variant="primary"[^>]*>Connect Wallet<\/button>/,
  )
  expect(html).toMatch(/<button[^>]*data-variant="secondary"[^>]*>Anvil<\/button>/)
})

test('hydrates without a warning; connect, reload keeps the connection, disconnect', async ({
  page,
}) => {
  const messages: string[] = []
  page.on('console', (message) => {
    if (
      message.type() === 'error' ||
      message.type() === 'warning' ||
      /hydrat/i.test(message.text())
    )
      messages.push(`${message.type()}: ${message.text()}`)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'A Next.js app with Latch' })).toBeVisible()
  // size="lg" from the server page: 48 px high, 16 px text.
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toHaveCSS('min-height', '48px')
  await expect(connect).toHaveCSS('font-size', '16px')
  await connectReloadDisconnect(page)
  expect(messages).toEqual([])
})
