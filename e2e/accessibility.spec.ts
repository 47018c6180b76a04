import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { accountButton, connectDevWallet, dialog, expect, test } from './fixtures'

async function expectNoViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
  const summary = results.violations.map(
    (v) => `${view}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe finds no violation in any view (${scheme})`, () => {
    test.use({ colorScheme: scheme })
    // Each axe pass also runs inside the secure frame, which is cross-site since the auth server is
    // reached at localhost (passkeys need a domain): its own process, where axe is injected afresh
    // every pass (about 2.5 s each on a busy machine). Four passes a test no longer fit in 30 s.
    test.slow()

    test('Connect, All Wallets, connecting, declined', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(dialog(page, 'Connect Wallet')).toBeVisible()
      await expectNoViolations(page, 'Connect')
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
      await expect(dialog(page, 'All Wallets').getByRole('searchbox')).toBeVisible()
      await expectNoViolations(page, 'AllWallets')
      await dialog(page, 'All Wallets').getByRole('button', { name: 'Back' }).click()
      await page.evaluate(() => window.latchDevWallet?.setNextApproval('hang'))
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: /^Latch Dev Wallet/ })
        .click()
      await expect(dialog(page, 'Latch Dev Wallet')).toContainText('Continue in Latch Dev Wallet')
      await expectNoViolations(page, 'ConnectingExternal')
      await dialog(page, 'Latch Dev Wallet').getByRole('button', { name: 'Back' }).click()
      await page.evaluate(() => window.latchDevWallet?.setNextApproval('reject'))
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: /^Latch Dev Wallet/ })
        .click()
      await expect(dialog(page, 'Latch Dev Wallet').getByRole('alert')).toBeVisible()
      await expectNoViolations(page, 'ConnectingExternal declined')
    })

    test('WalletConnect and Sign In', async ({ page }) => {
      await page.goto('/?siwx=required')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: 'WalletConnect', exact: true })
        .click()
      await expect(
        dialog(page, 'WalletConnect').getByRole('img', { name: 'WalletConnect QR code' }),
      ).toBeVisible()
      await expectNoViolations(page, 'ConnectingWalletConnectBasic')
      await dialog(page, 'WalletConnect').getByRole('button', { name: 'Back' }).click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: /^Latch Dev Wallet/ })
        .click()
      await expect(
        dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }),
      ).toBeVisible()
      await expectNoViolations(page, 'SIWXSignMessage')
    })

    test('Account, Networks, Switch Network, UnsupportedChain', async ({ page }) => {
      await page.goto('/')
      await connectDevWallet(page)
      await accountButton(page).click()
      await expect(dialog(page, 'Account')).toBeVisible()
      await expectNoViolations(page, 'Account')
      await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
      await expect(dialog(page, 'Networks')).toBeVisible()
      await expectNoViolations(page, 'Networks')
      await page.evaluate(() => window.latchDevWallet?.setNextApproval('reject'))
      await dialog(page, 'Networks').getByRole('button', { name: 'Anvil 2', exact: true }).click()
      await expect(dialog(page, 'Switch Network').getByRole('alert')).toBeVisible()
      await expectNoViolations(page, 'SwitchNetwork')
      await dialog(page, 'Switch Network').getByRole('button', { name: 'Close' }).click()
      await page.getByRole('button', { name: 'Wallet: move to chain 31339' }).click()
      await expect(dialog(page, 'Switch Network')).toBeVisible()
      await expectNoViolations(page, 'UnsupportedChain')
    })
  })
}

test('keyboard only: open, reach a wallet, connect, open Account, disconnect, close; focus comes back', async ({
  page,
}) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  // Tab from the top of the page to the connect button.
  for (let i = 0; i < 10 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  const wallet = connect.getByRole('button', { name: /^Latch Dev Wallet/ })
  for (
    let i = 0;
    i < 10 && !(await wallet.evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement));
    i++
  ) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(accountButton(page)).toBeVisible()
  await expect(accountButton(page)).toBeFocused()
  await page.keyboard.press('Enter')
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()
  const disconnect = account.getByRole('button', { name: 'Disconnect' })
  for (
    let i = 0;
    i < 10 &&
    !(await disconnect.evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement));
    i++
  ) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(connect).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(button).toBeFocused()
})
