import { dialog, expect, test } from '../fixtures'
import { connectReloadDisconnect } from './connectReloadDisconnect'

// examples/vanilla: one HTML page and one ES module (bundled by esbuild) using @latch/html's
// <latch-connect-button> and <latch-network-button>.

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'A plain HTML page with Latch' })).toBeVisible()
})

test('the custom elements: connect, reload keeps the connection, disconnect', async ({ page }) => {
  await connectReloadDisconnect(page)
})

test('the network button switches to Anvil 2', async ({ page }) => {
  await expect(page.getByText('Selected network: eip155:31337')).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  await page.getByRole('button', { name: 'Anvil', exact: true }).click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Anvil 2' }).click()
  await expect(page.getByRole('button', { name: 'Anvil 2', exact: true })).toBeVisible()
  await expect(page.getByText('Selected network: eip155:31338')).toBeVisible()
})
