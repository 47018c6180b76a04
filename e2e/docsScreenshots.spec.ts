import { mkdirSync, readFileSync, statSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { screenshotFiles } from '../docs/scripts/screenshots.ts'
import { dialog, expect, test } from './fixtures'

// The docs site's pictures (docs/views.md and the guides): each view of the modal in the demo,
// light, dark, on a phone and right to left, written to docs/public/screenshots/ (gitignored), so
// they are taken afresh on every run and never go stale. `npm run docs` runs this spec when they
// are missing; docs/scripts/checkDocs.ts fails the docs build when one is absent.

const OUT = new URL('../docs/public/screenshots/', import.meta.url)

type Variant = {
  name: 'light' | 'dark' | 'phone' | 'rtl'
  query: string
  viewport: { width: number; height: number }
  locale: string
}

const DESKTOP = { width: 1000, height: 760 }
const VARIANTS: readonly Variant[] = [
  { name: 'light', query: '?theme=light', viewport: DESKTOP, locale: 'en' },
  { name: 'dark', query: '?theme=dark', viewport: DESKTOP, locale: 'en' },
  { name: 'phone', query: '?theme=light', viewport: { width: 390, height: 844 }, locale: 'en' },
  { name: 'rtl', query: '?theme=light&locale=ar', viewport: DESKTOP, locale: 'ar' },
]

// The texts come from the shipped catalogues, so the Arabic run finds its buttons by their names.
function catalogue(locale: string): (key: string) => string {
  const texts: Record<string, string> = JSON.parse(
    readFileSync(
      new URL(`../packages/react/src/i18n/locales/${locale}/modal.json`, import.meta.url),
      'utf8',
    ),
  )
  return (key) => {
    const text = texts[key]
    if (text === undefined) throw new Error(`${locale}/modal.json has no ${key}`)
    return text
  }
}

/**
 * Writes the page as it is now, once `settled` shows, and checks the file is a PNG: on a phone the
 * whole screen (the bottom sheet over the page), elsewhere the dialog with a margin of the page.
 */
async function shoot(page: Page, settled: Locator, view: string, variant: Variant) {
  await expect(settled).toBeVisible()
  // No hover left on the row last clicked.
  await page.mouse.move(0, 0)
  // Logos fade in and the sheet slides; a short settle keeps the picture still.
  await page.waitForTimeout(400)
  const name = `${view}-${variant.name}.png`
  expect(screenshotFiles).toContain(name)
  const file = new URL(name, OUT)
  const box = await page.getByRole('dialog').first().boundingBox()
  expect(box).not.toBeNull()
  const margin = 40
  const clip =
    variant.name === 'phone' || !box
      ? undefined
      : {
          x: Math.max(0, box.x - margin),
          y: Math.max(0, box.y - margin),
          width: Math.min(variant.viewport.width, box.width + 2 * margin),
          height: Math.min(
            variant.viewport.height - Math.max(0, box.y - margin),
            box.height + 2 * margin,
          ),
        }
  await page.screenshot({ path: file.pathname, animations: 'disabled', clip })
  expect(statSync(file).size).toBeGreaterThan(1000)
  expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG')
}

for (const variant of VARIANTS) {
  test.describe(`docs screenshots (${variant.name})`, () => {
    test.use({
      viewport: variant.viewport,
      colorScheme: variant.name === 'dark' ? 'dark' : 'light',
    })
    test.beforeAll(() => mkdirSync(OUT, { recursive: true }))

    test(`${variant.name}: Connect, All Wallets, What is a Wallet?, WalletConnect, connecting`, async ({
      page,
    }) => {
      const t = catalogue(variant.locale)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`/${variant.query}`)
      await page.getByRole('button', { name: t('button.connectWallet') }).click()
      const connect = dialog(page, t('title.connectWallet'))
      const devWallet = connect.getByRole('button', { name: /^Latch Dev Wallet/ })
      await shoot(page, devWallet, 'connect', variant)

      await connect.getByRole('button', { name: t('connect.allWallets') }).click()
      const all = dialog(page, t('title.allWallets'))
      await shoot(page, all.getByRole('searchbox'), 'all-wallets', variant)
      await all.getByRole('button', { name: t('dialog.back') }).click()

      await connect.getByRole('button', { name: t('connect.walletGuide') }).click()
      const guide = dialog(page, t('title.whatIsAWallet'))
      await shoot(page, guide, 'wallet-guide', variant)
      await guide.getByRole('button', { name: t('dialog.back') }).click()

      // On a phone, WalletConnect is reached through All Wallets' QR entry; the Connect row
      // shows it on every screen size in the demo (it has a local relay).
      await connect.getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const walletConnect = dialog(page, t('title.walletConnect'))
      await shoot(page, walletConnect.getByRole('img').first(), 'walletconnect', variant)
      await walletConnect.getByRole('button', { name: t('dialog.back') }).click()

      await page.evaluate(() => window.latchDevWallet?.setNextApproval('hang'))
      await connect.getByRole('button', { name: /^Latch Dev Wallet/ }).click()
      await shoot(page, dialog(page, 'Latch Dev Wallet'), 'connecting', variant)
    })

    test(`${variant.name}: Account, Networks`, async ({ page }) => {
      const t = catalogue(variant.locale)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`/${variant.query}`)
      await page.getByRole('button', { name: t('button.connectWallet') }).click()
      await dialog(page, t('title.connectWallet'))
        .getByRole('button', { name: /^Latch Dev Wallet/ })
        .click()
      const accountButton = page.getByRole('button', { name: /0xf39F…2266/ })
      await expect(accountButton).toBeVisible()
      await accountButton.click()
      const account = dialog(page, t('title.account'))
      await shoot(
        page,
        account.getByRole('button', { name: 'Anvil', exact: true }),
        'account',
        variant,
      )

      await account.getByRole('button', { name: 'Anvil', exact: true }).click()
      const networks = dialog(page, t('title.networks'))
      await shoot(
        page,
        networks.getByRole('button', { name: 'Anvil 2', exact: true }),
        'networks',
        variant,
      )
    })
  })
}
