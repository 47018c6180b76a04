import type { Page } from '@playwright/test'
import {
  ACCOUNT,
  accountButton,
  connectDevWallet,
  dialog,
  expect,
  test,
  testAllowing503,
} from './fixtures'
import { readQrCode } from './readQrCode'

// Issue 14: Buy (spec §7 on-ramp calls, spec §8 sample fallback) against the local Blockchain API
// fixture, and Receive (the address as text and as a QR code that decodes to it).

const API_URL = 'http://127.0.0.1:8790'

async function openFeature(page: Page, feature: 'Buy' | 'Receive', query = '') {
  await page.goto(`/${query}`)
  await connectDevWallet(page)
  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: feature, exact: true }).click()
  return dialog(page, feature)
}

async function postRequests(path: string): Promise<{ path: string }[]> {
  const response = await fetch(`${API_URL}/__requests`)
  const { requests } = (await response.json()) as {
    requests: { method: string; path: string }[]
  }
  return requests.filter((request) => request.method === 'POST' && request.path.includes(path))
}

const failingApiTest = testAllowing503

failingApiTest(
  'Buy with the on-ramp service down shows the built-in sample options and limits (spec §8, §9)',
  async ({ page }) => {
    await fetch(`${API_URL}/__reset`, { method: 'POST' })
    await fetch(`${API_URL}/__fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/onramp', status: 503 }),
    })
    try {
      const buy = await openFeature(page, 'Buy', '?api=1')
      await expect(buy.getByText('Sample rates shown')).toBeVisible()
      await expect(buy.getByRole('radio', { name: 'Coinbase' })).toBeVisible()
      await expect(buy.getByRole('radio', { name: 'Meld' })).toBeVisible()
      await expect(buy.getByText('Limits: 10.00 to 7500.00 USD')).toBeVisible()
      await buy.getByRole('combobox', { name: 'Payment method' }).selectOption({
        label: 'Bank account (ACH)',
      })
      await expect(buy.getByText('Limits: 10.00 to 25000.00 USD')).toBeVisible()
      await buy.getByRole('combobox', { name: 'Payment currency' }).selectOption('EUR')
      await expect(buy.getByText('Limits: 10.00 to 25000.00 EUR')).toBeVisible()
      await buy.getByRole('textbox', { name: 'Amount' }).fill('5')
      await expect(buy.getByText('Enter between 10.00 and 25000.00 EUR')).toBeVisible()
      await expect(buy.getByRole('button', { name: 'Continue' })).toBeDisabled()
    } finally {
      await fetch(`${API_URL}/__reset`, { method: 'POST' })
    }
  },
)

test('Buy with the on-ramp service up: its options and quote, then Continue opens a popup at the URL it generated', async ({
  page,
}) => {
  await fetch(`${API_URL}/__reset`, { method: 'POST' })
  const buy = await openFeature(page, 'Buy', '?api=1')
  // The fixture's card limit (5000.00) is not the sample data's (7500.00).
  await expect(buy.getByText('Limits: 10.00 to 5000.00 USD')).toBeVisible()
  await expect(buy.getByText('Sample rates shown')).toHaveCount(0)
  await buy.getByRole('textbox', { name: 'Amount' }).fill('100')
  // 100.00 USD less 1.5 % and 0.50 at 3,000 USD per ETH.
  await expect(buy.getByText('You receive ≈ 0.03266666 ETH')).toBeVisible()
  const popupPromise = page.waitForEvent('popup')
  await buy.getByRole('button', { name: 'Continue' }).click()
  const popup = await popupPromise
  await popup.waitForURL(/\/onramp\/coinbase\?/)
  await expect(popup.getByRole('heading', { name: 'Latch test on-ramp' })).toBeVisible()
  const url = new URL(popup.url())
  expect(url.origin).toBe(API_URL)
  expect(url.searchParams.get('destinationWallets')).toContain(ACCOUNT)
  // The page the fixture generated the URL for carries what Latch asked for.
  expect(await postRequests('/v1/generators/onrampurl')).toHaveLength(1)
  expect(url.searchParams.get('partnerUserId')).toBe(ACCOUNT)
  expect(url.searchParams.get('presetFiatAmount')).toBe('100')
  await expect(buy.getByText('Continue in the Coinbase window.')).toBeVisible()
})

test('Receive shows the address and a QR code that decodes to it', async ({ page }) => {
  const receive = await openFeature(page, 'Receive')
  await expect(receive.getByText(ACCOUNT)).toBeVisible()
  await expect(receive.getByRole('button', { name: 'Copy address' })).toBeVisible()
  await expect(receive.getByRole('list', { name: 'Networks' })).toContainText('Anvil')
  const qr = receive.getByRole('img', { name: 'Address QR code' })
  await expect(qr).toBeVisible()
  expect(await readQrCode(qr)).toBe(ACCOUNT)
})
