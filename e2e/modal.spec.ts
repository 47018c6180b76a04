import { accountButton, connectDevWallet, dialog, expect, localHosts, test } from './fixtures'

test('back pops the view stack and closes on the last entry; Escape closes and focus returns', async ({
  page,
}) => {
  await page.goto('/')
  const opener = page.getByRole('button', { name: 'Connect Wallet' })
  await opener.click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
  const allWallets = dialog(page, 'All Wallets')
  await expect(allWallets).toBeVisible()
  await allWallets.getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Back' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('closing resets to Connect; reopening while connected shows Account', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page, 'All Wallets').getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close' }).click()
  await connectDevWallet(page)
  await accountButton(page).click()
  await expect(dialog(page, 'Account')).toBeVisible()
})

// Spec §9's connectorTypeOrder puts the WalletConnect option before the recent wallets.
test('the recent wallet is shown first (after WalletConnect) and marked "Recent" after a reconnect', async ({
  page,
}) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.reload()
  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const items = dialog(page, 'Connect Wallet').getByRole('listitem')
  await expect(items.nth(0).getByRole('button')).toHaveAccessibleName('WalletConnect')
  await expect(items.nth(1).getByRole('button')).toHaveAccessibleName(/^Latch Dev Wallet.*Recent/)
})

test('an excluded wallet is hidden', async ({ page }) => {
  await page.goto('/?exclude=dev.latch.wallet,Rainbow')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = dialog(page, 'Connect Wallet')
  await expect(modal.getByRole('button', { name: /^MetaMask/ })).toBeVisible()
  await expect(modal.getByRole('button', { name: /^Latch Dev Wallet/ })).toHaveCount(0)
  await modal.getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page, 'All Wallets').getByRole('searchbox', { name: 'Search wallet' }).fill('rain')
  await expect(
    dialog(page, 'All Wallets').getByRole('status').filter({ hasText: 'wallet' }),
  ).toHaveText('No wallet found')
})

test('AllWallets search finds a wallet by part of its name with the network blocked', async ({
  page,
}) => {
  const tried: string[] = []
  await page.route(
    (url) => !localHosts.has(url.hostname),
    (route) => {
      tried.push(route.request().url())
      return route.abort()
    },
  )
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
  const allWallets = dialog(page, 'All Wallets')
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill('flare')
  await expect(allWallets.getByRole('button', { name: /^Solflare/ })).toBeVisible()
  await expect(allWallets.getByRole('button', { name: /^MetaMask/ })).toHaveCount(0)
  expect(tried).toEqual([])
})

test('theme variables and mode are applied to the modal', async ({ page }) => {
  await page.goto('/?theme=dark&accent=%23ff0080&radius=8px')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = dialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  const style = await modal.evaluate((element) => {
    const computed = getComputedStyle(element)
    const tag = element.querySelector('.latch-tag')
    return {
      radius: computed.borderTopLeftRadius,
      text: computed.color,
      accent: tag ? getComputedStyle(tag).backgroundColor : '',
    }
  })
  expect(style.radius).toBe('64px') // radius master 8px × 4 × 2
  expect(style.text).toBe('rgb(242, 242, 243)') // dark mode's foreground
  expect(style.accent).toBe('rgb(255, 0, 128)')
})

test('embedded mode renders the modal inline, with no dialog on the body', async ({ page }) => {
  await page.goto('/?embedded=1')
  const region = page.getByRole('region', { name: 'Embedded Latch' })
  await expect(region.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.locator('body > latch-modal')).toHaveCount(0)
  await region.getByRole('button', { name: /^Latch Dev Wallet/ }).click()
  await expect(region.getByRole('dialog', { name: 'Account' })).toBeVisible()
})

test('exactly one element is appended to the body', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('body > latch-modal')).toHaveCount(1)
  expect(await page.evaluate(() => document.body.children.length)).toBe(2)
})
