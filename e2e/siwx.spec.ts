import { accountButton, dialog, expect, setNextApproval, test } from './fixtures'

async function connect(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
}

test('required sign-in: "Sign In" opens after connect, Close is refused, signing stores a session, a reload does not ask again', async ({
  page,
}) => {
  await page.goto('/?siwx=required')
  await connect(page)
  const signIn = dialog(page, 'Sign In')
  await expect(signIn).toBeVisible()
  await signIn.getByRole('button', { name: 'Close' }).click()
  await page.keyboard.press('Escape')
  await expect(signIn).toBeVisible()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('sign-in-status')).toHaveText('Signed in')
  await expect(page.getByRole('list', { name: 'Sessions' })).toContainText('eip155:31337')
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('sign-in-status')).toHaveText('Signed in')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('required sign-in: Cancel disconnects', async ({ page }) => {
  await page.goto('/?siwx=required')
  await connect(page)
  await dialog(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test("a wallet rejection shows 'Signature declined' and keeps the view", async ({ page }) => {
  await page.goto('/?siwx=required')
  await connect(page)
  const signIn = dialog(page, 'Sign In')
  await expect(signIn).toBeVisible()
  await setNextApproval(page, 'Reject (EIP-1193 4001)')
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()
  await expect(signIn).toBeVisible()
  await expect(page.getByTestId('sign-in-status')).toHaveText('Not signed in')
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByTestId('sign-in-status')).toHaveText('Signed in')
})

test('optional sign-in: Cancel keeps the wallet connected', async ({ page }) => {
  await page.goto('/?siwx=optional')
  await connect(page)
  await dialog(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('sign-in-status')).toHaveText('Not signed in')
})
