import { accountButton, dialog, expect, test } from '../fixtures'
import { connectReloadDisconnect } from './connectReloadDisconnect'
import { freshEmail, logInByEmail, shortAddress, storedWalletAddress } from './emailLogin'

// examples/react18: a Vite host pinned to React 18, with Latch's own wagmi config, and email login
// against `npx latch-auth-server` installed from its tarball (e2e/examples/globalSetup.ts).

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

test('on React 18: email login against `npx latch-auth-server` shows the embedded wallet', async ({
  page,
}) => {
  const email = freshEmail('react18')
  await logInByEmail(page, email)
  // The address the server stored for this email is the one the page's account button shows.
  const address = await storedWalletAddress(email)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // Hex digits only around the ellipsis: a safe pattern; the case may differ (EIP-55).
  await expect(
    page.getByRole('button', { name: new RegExp(shortAddress(address), 'i') }),
  ).toBeVisible({ timeout: 20_000 })
})

test('on React 18, multichain.html: the Solana and Bitcoin adapters list their networks; @latch/siwx signs the wallet in', async ({
  page,
}) => {
  await page.goto('/multichain.html')
  await expect(
    page.getByRole('heading', { name: 'EVM, Solana and Bitcoin with sign-in' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  const signIn = dialog(page, 'Sign In')
  await expect(signIn).toBeVisible()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(accountButton(page)).toBeVisible()
  await page.getByRole('button', { name: 'Anvil', exact: true }).click()
  const networks = dialog(page, 'Networks')
  for (const name of ['Anvil', 'Solana Local', 'Bitcoin']) {
    await expect(networks.getByRole('button', { name, exact: true })).toBeVisible()
  }
})
