import { FARCASTER_TEST_IDENTITY } from '@latch/testing-node'
import { devices, type Page } from '@playwright/test'
import {
  continueWithFarcaster,
  FARCASTER_CHANNEL_URL,
  farcasterQrCode,
  logInWithFarcaster,
  openFarcasterQrCode,
  readFarcasterQrCode,
  signInWithFarcasterApp,
} from './farcaster'
import { dialog, expect, openConnect, test } from './fixtures'
import { anyAccountButton, connectedAddress, signMessageInWindow } from './secureWindow'

// Issue 30: Farcaster login (Sign In With Farcaster through a relay, verified by the auth server on
// the OP-like anvil). Everything is local (see e2e/farcaster.ts); the fid 1000 user is kept
// between runs in the auth server's database, so its address is the same each run.

/** The demo's own address. */
const DEMO_URL = 'http://127.0.0.1:4173/'

/** From the connected page: the Account view shows the Farcaster username, then closes. */
async function expectAccountUsername(page: Page) {
  await anyAccountButton(page).click()
  const account = dialog(page, 'Account')
  await expect(account.getByText(FARCASTER_TEST_IDENTITY.username, { exact: true })).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()
}

test('"Continue with Farcaster": the QR code\'s channel, signed in the Farcaster app by fid 1000, connects an embedded wallet as latch-test that signs, survives a reload, and is the same in a second browser', async ({
  page,
  browser,
}) => {
  // Two logins, a signature in the approval window and a reload.
  test.setTimeout(90_000)
  await openConnect(page, '')
  const url = await openFarcasterQrCode(page)
  const farcaster = dialog(page, 'Farcaster')
  await expect(farcaster.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await signInWithFarcasterApp(url)
  await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
  await expect(farcaster).toBeHidden()
  const address = await connectedAddress(page)
  await expectAccountUsername(page)

  // Sign message: Approve in the approval window; viem verifies the signature.
  await signMessageInWindow(page, address)

  // Reload: the same account and username come back from the stored session.
  await page.reload()
  await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)
  await expectAccountUsername(page)

  // A second browser context (no device share) signing in as the same fid: the same address.
  const second = await browser.newContext({ baseURL: DEMO_URL })
  const other = await second.newPage()
  await openConnect(other, '')
  await logInWithFarcaster(other)
  expect(await connectedAddress(other)).toBe(address)
  await second.close()
})

test('Back from the Farcaster view cancels its channel: signing that one in logs nobody in, and the next attempt shows a new channel, which logs in', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openConnect(page, '')
  const first = await openFarcasterQrCode(page)
  await dialog(page, 'Farcaster').getByRole('button', { name: 'Back' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  await expect(farcasterQrCode(page)).toHaveCount(0)

  await continueWithFarcaster(page).click()
  const second = await readFarcasterQrCode(page)
  expect(second).not.toBe(first)
  // The cancelled channel completed in the Farcaster app: the auth server no longer waits on it.
  await signInWithFarcasterApp(first)
  await page.waitForTimeout(3_000)
  await expect(anyAccountButton(page)).toHaveCount(0)
  await expect(farcasterQrCode(page)).toBeVisible()
  expect(await readFarcasterQrCode(page)).toBe(second)

  await signInWithFarcasterApp(second)
  await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
})

test('on a phone, the Farcaster view links to the channel ("Open Farcaster"), whose sign-in connects', async ({
  browser,
}) => {
  test.setTimeout(45_000)
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7']
  const phone = await browser.newContext({ ...pixel, baseURL: DEMO_URL })
  const page = await phone.newPage()
  await openConnect(page, '')
  await continueWithFarcaster(page).click()
  const link = dialog(page, 'Farcaster').getByRole('link', { name: 'Open Farcaster' })
  await expect(link).toBeVisible({ timeout: 15_000 })
  const url = (await link.getAttribute('href')) ?? ''
  expect(url).toMatch(FARCASTER_CHANNEL_URL)
  await expect(farcasterQrCode(page)).toHaveCount(0)
  await signInWithFarcasterApp(url)
  await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
  await phone.close()
})
