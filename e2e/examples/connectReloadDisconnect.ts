import type { Page } from '@playwright/test'
import {
  ACCOUNT,
  ANVIL_RPC,
  accountButton,
  connectDevWallet,
  dialog,
  displayedEther,
  expect,
  getBalance,
} from '../fixtures'

/**
 * The flow every example passes: "Connect Wallet" → the "Latch Dev Wallet" → the account button
 * shows the address and the balance; a reload keeps the connection; "Disconnect" ends it.
 */
export async function connectReloadDisconnect(page: Page) {
  await connectDevWallet(page)
  await expect(accountButton(page)).toContainText(
    displayedEther(await getBalance(ANVIL_RPC, ACCOUNT)),
  )

  await page.reload()
  await expect(accountButton(page)).toContainText(/\d\.\d{3} ETH/)

  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
}
