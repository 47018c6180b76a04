import { expect, test } from '../fixtures'
import { connectReloadDisconnect } from './connectReloadDisconnect'

// examples/next-app: Next.js App Router (Turbopack), the page rendered on the server per request,
// Latch's ConnectButton in a client component.

test('the server HTML already holds the Connect Wallet button', async ({ request }) => {
  const response = await request.get('/')
  expect(response.ok()).toBe(true)
  const html = await response.text()
  expect(html).toContain('>Connect Wallet</button>')
  expect(html).toContain('>Anvil</button>')
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
  await connectReloadDisconnect(page)
  expect(messages).toEqual([])
})
