import type { Locator, Page } from '@playwright/test'
import { dialog, expect, test } from './fixtures'

// Issue 16 point 3: real wallet logos (@web3icons/core, one lazy chunk per logo), the hosted
// registry's images as blob URLs fetched with its headers (spec §7), the monogram as fallback
// and spec §9's 2 s image preload timeout.

const API_URL = 'http://127.0.0.1:8790'
const catalogueWallets = ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow', 'Phantom']

/** Opens All Wallets and searches for `name`; resolves to the wallet's row button. */
async function findWallet(page: Page, name: string): Promise<Locator> {
  const allWallets = dialog(page, 'All Wallets')
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill(name)
  const row = allWallets.getByRole('button', { name: new RegExp(`^${name}`) }).first()
  await expect(row).toBeVisible()
  return row
}

/** The requests the Blockchain API fixture recorded since its last reset. */
async function fixtureRequests() {
  const response = await fetch(`${API_URL}/__requests`)
  const body = (await response.json()) as {
    requests: { method: string; path: string; headers?: Record<string, string> }[]
  }
  return body.requests
}

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
}

/** What an `img` role element is: a loaded `<img>` (its src) or the monogram (its letter). */
function describeImage(image: Locator) {
  return image.evaluate((element) =>
    element instanceof HTMLImageElement
      ? { tag: 'IMG', src: element.src.slice(0, 24), loaded: element.naturalWidth > 0 }
      : { tag: element.tagName, text: element.textContent },
  )
}

test('catalogue wallets show their real logo, an img named after the wallet, loaded lazily', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // No logo is in the startup chunk or loaded before the modal shows a wallet.
  expect(scripts.filter((path) => /metamask|rainbow|phantom/i.test(path))).toEqual([])

  await openAllWallets(page)
  for (const name of catalogueWallets) {
    const row = await findWallet(page, name)
    const logo = row.getByRole('img', { name, exact: true })
    await expect
      .poll(() => describeImage(logo))
      .toEqual({ tag: 'IMG', src: 'data:image/svg+xml,%3Csv', loaded: true })
    // The button keeps its name: the logo names it, the written name is not read twice.
    await expect(row).toHaveAccessibleName(new RegExp(`^${name}( Installed)?$`))
  }
  // One chunk per logo, each loaded only once its wallet was shown.
  const logoChunks = scripts.filter((path) =>
    /\/(metamask|trust|coinbase|rainbow|phantom)\.svg-[\w-]+\.js$/.test(path),
  )
  expect(new Set(logoChunks).size).toBeGreaterThanOrEqual(5)
})

test('a wallet web3icons lacks shows its monogram as the img named after it', async ({ page }) => {
  await page.goto('/')
  await openAllWallets(page)
  const row = await findWallet(page, 'Brave Wallet')
  await expect
    .poll(() => describeImage(row.getByRole('img', { name: 'Brave Wallet', exact: true })))
    .toEqual({ tag: 'SPAN', text: 'B' })
})

test.describe('the hosted registry (a project id, ?registry=1)', () => {
  test.beforeEach(async () => {
    await fetch(`${API_URL}/__reset`, { method: 'POST' })
  })

  test("a registry wallet's image arrives as a blob URL, fetched with the registry's headers", async ({
    page,
  }) => {
    await page.goto('/?registry=1&email=0')
    await openAllWallets(page)
    const row = await findWallet(page, 'Latch Registry Wallet')
    const image = row.getByRole('img', { name: 'Latch Registry Wallet', exact: true })
    await expect
      .poll(() => describeImage(image))
      .toMatchObject({ tag: 'IMG', src: expect.stringMatching(/^blob:/), loaded: true })

    const imageRequests = (await fixtureRequests()).filter((request) =>
      request.path.startsWith('/getWalletImage/'),
    )
    expect(imageRequests).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/getWalletImage/latch-registry-wallet',
        headers: { 'x-project-id': 'default', 'x-sdk-type': 'latch', 'x-sdk-version': '0.1.0' },
      }),
    )
    // Fetched once however often it is shown.
    await dialog(page, 'All Wallets').getByRole('searchbox', { name: 'Search wallet' }).fill('')
    await findWallet(page, 'Latch Registry Wallet')
    expect(
      (await fixtureRequests()).filter(
        (request) => request.path === '/getWalletImage/latch-registry-wallet',
      ),
    ).toHaveLength(1)
  })

  test('a broken image and one slower than 2 s fall back to the monogram', async ({ page }) => {
    await page.goto('/?registry=1&email=0')
    await openAllWallets(page)
    const broken = await findWallet(page, 'Latch Broken Image Wallet')
    const brokenImage = broken.getByRole('img', { name: 'Latch Broken Image Wallet', exact: true })
    await expect(brokenImage).toBeVisible()

    const slow = await findWallet(page, 'Latch Slow Image Wallet')
    const slowImage = slow.getByRole('img', { name: 'Latch Slow Image Wallet', exact: true })
    // Spec §9: past 2 s the monogram stays, though the image arrives at 5 s.
    await page.waitForTimeout(5_500)
    expect(await describeImage(slowImage)).toEqual({ tag: 'SPAN', text: 'L' })
    await expect
      .poll(() => describeImage(broken.getByRole('img', { name: /^Latch Broken/ })))
      .toEqual({ tag: 'SPAN', text: 'L' })
  })

  test('a registry SVG image is refused (as a blob: URL it could run script as the page): the monogram shows', async ({
    page,
  }) => {
    await page.goto('/?registry=1&email=0')
    await openAllWallets(page)
    const row = await findWallet(page, 'Latch SVG Image Wallet')
    const image = row.getByRole('img', { name: 'Latch SVG Image Wallet', exact: true })
    // Fetched, then refused: no blob: URL is made of it.
    await expect
      .poll(async () =>
        (await fixtureRequests()).some((request) => request.path === '/getWalletImage/svg'),
      )
      .toBe(true)
    await page.waitForTimeout(500)
    expect(await describeImage(image)).toEqual({ tag: 'SPAN', text: 'L' })
  })
})

test.describe('under the strict CSP', () => {
  test.use({ baseURL: 'http://127.0.0.1:4174' })

  test('logos (data:) and registry images (blob:) show with no violation', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text())
    })
    await page.goto('/?registry=1&email=0')
    await openAllWallets(page)
    const metamask = await findWallet(page, 'MetaMask')
    await expect
      .poll(() => describeImage(metamask.getByRole('img', { name: 'MetaMask', exact: true })))
      .toMatchObject({ tag: 'IMG', loaded: true })
    const registry = await findWallet(page, 'Latch Registry Wallet')
    await expect
      .poll(() =>
        describeImage(registry.getByRole('img', { name: 'Latch Registry Wallet', exact: true })),
      )
      .toMatchObject({ tag: 'IMG', src: expect.stringMatching(/^blob:/), loaded: true })
    expect(violations).toEqual([])
  })
})
