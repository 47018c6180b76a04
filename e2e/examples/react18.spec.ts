import { dialog, expect, test } from '../fixtures'
import { connectReloadDisconnect } from './connectReloadDisconnect'

// examples/react18: a Vite host pinned to React 18, with Latch's own wagmi config.

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'A React 18 app with Latch' })).toBeVisible()
})

test('on React 18: connect, reload keeps the connection, disconnect', async ({ page }) => {
  await connectReloadDisconnect(page)
})

test('on React 18: the network button switches to Anvil 2', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  await page.getByRole('button', { name: 'Anvil', exact: true }).click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Anvil 2' }).click()
  await expect(page.getByRole('button', { name: 'Anvil 2', exact: true })).toBeVisible()
})
