import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { dialog, expect, test } from './fixtures'

// The texts come from the shipped catalogues, not written here a second time (issue 16).
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../packages/react/src/i18n/locales/${locale}/modal.json`, import.meta.url),
      'utf8',
    ),
  )
const ar = catalogue('ar')
const ja = catalogue('ja')
const de = catalogue('de')

test('?locale=ar: the modal is right to left, named in Arabic, its back arrow mirrored; axe finds nothing', async ({
  page,
}) => {
  await page.goto('/?locale=ar')
  await page.getByRole('button', { name: ar['button.connectWallet'] }).click()
  const connect = dialog(page, ar['title.connectWallet'] as string)
  await expect(connect).toBeVisible()
  await expect(connect).toHaveAttribute('lang', 'ar')
  expect(await connect.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  const results = await new AxeBuilder({ page }).include('latch-modal').analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
  await connect.getByRole('button', { name: ar['connect.allWallets'] }).click()
  const back = dialog(page, ar['title.allWallets'] as string).getByRole('button', {
    name: ar['dialog.back'],
  })
  await expect(back).toBeVisible()
  expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe(
    'matrix(-1, 0, 0, 1, 0, 0)',
  )
})

test('?locale=ja, then Deutsch from the Language select: the open panel re-renders in place, no reload', async ({
  page,
}) => {
  // Embedded: the panel stays open and the page's select stays reachable (a modal dialog makes the
  // rest of the page inert).
  await page.goto('/?locale=ja&embedded=1')
  const japanese = dialog(page, ja['title.connectWallet'] as string)
  await expect(japanese).toBeVisible()
  await expect(
    japanese.getByRole('button', { name: ja['dialog.close'], exact: true }),
  ).toBeVisible()
  const panel = await japanese.elementHandle()
  await page.evaluate(() => {
    ;(window as { notReloaded?: boolean }).notReloaded = true
  })
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
  const german = dialog(page, de['title.connectWallet'] as string)
  await expect(german).toBeVisible()
  await expect(german).toHaveAttribute('lang', 'de')
  await expect(german.getByRole('button', { name: de['dialog.close'], exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: de['button.connectWallet'] })).toBeVisible()
  expect(await panel?.evaluate((element) => element.isConnected)).toBe(true)
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)
  await expect(page).toHaveURL(/locale=de/)
})
