import { readLatestCode } from '@latch/auth-server'
import { verifyMessage } from 'viem'
import { dialog, expect, test } from './fixtures'
import {
  addAuthenticator,
  addPasskey,
  clearFrameStorage,
  continueWithPasskey,
  disconnect,
  frameWalletCount,
} from './passkeys'
import {
  anyAccountButton,
  approveInWindow,
  connectedAddress,
  enterEmailCode,
  freshEmail,
  logIn,
  openApprovalWindow,
  secureFrame,
} from './secureWindow'

// Issue 29: passkeys on the self-hosted auth server (at http://localhost:8788, the RP ID; the demo
// on 127.0.0.1, so the secure frame is cross-site as in production). The tab's virtual
// authenticator is the user's device; "a new device" is the same tab with the frame's storage
// cleared (e2e/passkeys.ts).

const recoveryPasskey =
  'Only your passkey, or a device you already use, can recover this wallet on a new device.'
const recoveryLoginEmail =
  'Your passkey logs you in. Recovering this wallet on a new device still depends on your email login.'
const passkeyRequired =
  'This wallet is protected by a passkey. Go back and choose “Continue with a passkey” to use it on this device.'

test.describe('a passkey with PRF protects the wallet', () => {
  test.describe.configure({ mode: 'serial' })
  /** The user whose wallet the first test protects; the second logs in as them by email. */
  let email = ''

  test('added and confirmed from Account, it opens the same wallet on a new device with no email code, and signs', async ({
    page,
  }) => {
    // Two logins, two passkey ceremonies, a signature and three page loads.
    test.setTimeout(90_000)
    email = freshEmail('passkey.prf')
    await addAuthenticator(page, { prf: true })
    await page.goto('/')
    await logIn(page, email)
    const address = await connectedAddress(page)

    await addPasskey(page, { confirm: true })
    await expect(dialog(page, 'Account').getByText(recoveryPasskey)).toBeVisible()

    // A new device: no session, no device share in the frame.
    await disconnect(page)
    await clearFrameStorage(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    expect(await frameWalletCount(page)).toBe(0)
    const since = new Date()
    await continueWithPasskey(page)
    await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
    expect(await connectedAddress(page)).toBe(address)
    await expect(readLatestCode(email, { since, timeoutMs: 0 })).rejects.toThrow('No login code')
    // The wallet was opened from the passkey's wrapped share, now this device's own.
    expect(await frameWalletCount(page)).toBe(1)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(dialog(page, 'Approve Transaction')).toBeVisible()
    const approval = await openApprovalWindow(page)
    await approveInWindow(approval)
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from Latch', signature })).toBe(true)
  })

  test('on a new device, the email login alone cannot open it: the code form says to use the passkey', async ({
    page,
  }) => {
    // A fresh browser context with no authenticator: no passkey, no device share.
    await page.goto('/')
    await enterEmailCode(page, email)
    await expect(secureFrame(page).getByRole('alert')).toHaveText(passkeyRequired, {
      timeout: 20_000,
    })
    await expect(anyAccountButton(page)).toHaveCount(0)
  })
})

test('a passkey without PRF is a login only: the email login still recovers the wallet, and the passkey opens it on a new device', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await addAuthenticator(page, { prf: false })
  await page.goto('/')
  await logIn(page, freshEmail('passkey.noprf'))
  const address = await connectedAddress(page)

  await addPasskey(page, { confirm: false })
  await expect(dialog(page, 'Account').getByText(recoveryLoginEmail)).toBeVisible()

  await disconnect(page)
  await clearFrameStorage(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  expect(await frameWalletCount(page)).toBe(0)
  await continueWithPasskey(page)
  await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)
})

test('a cancelled passkey prompt goes back to Connect, with no toast', async ({ page }) => {
  // The user does not pass verification: the browser's answer is the one a cancelled prompt gives.
  await addAuthenticator(page, { prf: true, userVerified: false })
  await page.goto('/')
  await continueWithPasskey(page)
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await expect(dialog(page, 'Passkey')).toHaveCount(0)
  await expect(page.locator('.latch-toast')).toHaveCount(0)
})
