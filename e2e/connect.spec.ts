import {
  ACCOUNT,
  ANVIL_RPC,
  accountButton,
  connectDevWallet,
  dialog,
  displayedEther,
  expect,
  getBalance,
  setNextApproval,
  test,
} from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('Connect Wallet lists the announced dev wallet and connects it, showing the balance from the node', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = dialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  const wallet = modal.getByRole('button', { name: /^Latch Dev Wallet/ })
  await expect(wallet).toContainText('Installed')
  await wallet.click()
  const balance = displayedEther(await getBalance(ANVIL_RPC, ACCOUNT))
  await expect(accountButton(page)).toContainText(balance)
  await expect(accountButton(page)).toContainText('0xf39F…2266')
  await expect(modal).toBeHidden()
})

test('the Account view shows address, copy, balance, network and disconnect', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await connectDevWallet(page)
  await accountButton(page).click()
  const account = dialog(page, 'Account')
  await expect(account).toContainText('0xf39F…2266')
  await expect(account).toContainText(displayedEther(await getBalance(ANVIL_RPC, ACCOUNT)))
  await expect(account.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible()
  await account.getByRole('button', { name: 'Copy address' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ACCOUNT)
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
})

test('a reload while connected restores the connection without prompting', async ({ page }) => {
  await connectDevWallet(page)
  // A prompt would hang: the wallet is told never to answer the next approval request.
  await setNextApproval(page, 'Never answer')
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a wallet that never answers: the connecting view can be left with Back or Close', async ({
  page,
}) => {
  await setNextApproval(page, 'Never answer')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  const connecting = dialog(page, 'Latch Dev Wallet')
  await expect(connecting).toContainText('Continue in Latch Dev Wallet')
  await connecting.getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()

  await setNextApproval(page, 'Never answer')
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  await dialog(page, 'Latch Dev Wallet').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Still usable: connecting again works.
  await connectDevWallet(page)
})

test('a declined connection says so and can be retried', async ({ page }) => {
  await setNextApproval(page, 'Reject (EIP-1193 4001)')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  const connecting = dialog(page, 'Latch Dev Wallet')
  await expect(connecting.getByRole('alert')).toHaveText('Connection declined')
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect(accountButton(page)).toBeVisible()
})
