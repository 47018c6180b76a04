import type { CDPSession, Page } from '@playwright/test'
import { dialog, expect } from './fixtures'
import { AUTH_URL, anyAccountButton, secureFrame, secureFrameOf } from './secureWindow'

// Passkeys in the demo (issue 29): Chromium's virtual authenticator (DevTools protocol) stands for
// the user's device. It belongs to the tab, so "a new device" is the same tab with the secure
// frame's storage cleared: a credential copied into another tab would lose its PRF secret.

const sessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * The page's one DevTools session, never detached: detaching any session of the tab turns its
 * virtual authenticators off (a pending WebAuthn request then never settles).
 */
function pageSession(page: Page): Promise<CDPSession> {
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  return session
}

/**
 * Adds a virtual platform authenticator to the page's tab (CTAP 2.1, internal transport, resident
 * keys, user verification), which answers every WebAuthn request of the page and of its frames,
 * the cross-site secure frame included, without any prompt.
 * @param options.prf - Whether it supports the PRF extension (`hasPrf`): without it a passkey is a
 *   login method only and protects no wallet.
 * @param options.userVerified - Whether the user passes verification (default true); false: every
 *   ceremony fails as a cancelled prompt does (`NotAllowedError`).
 */
export async function addAuthenticator(
  page: Page,
  options: { prf: boolean; userVerified?: boolean },
): Promise<void> {
  const session = await pageSession(page)
  await session.send('WebAuthn.enable', { enableUI: false })
  await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: options.userVerified ?? true,
      hasPrf: options.prf,
      automaticPresenceSimulation: true,
    },
  })
}

/**
 * Turns the tab into "a new device" for the embedded wallet: clears everything the secure frame
 * keeps in its (partitioned) storage — session, proof key, device shares — through the DevTools
 * protocol (`Storage.getStorageKeyForFrame`, `Storage.clearDataForStorageKey`), with the page on
 * about:blank meanwhile so no open database survives. The caller reloads the demo afterwards.
 */
export async function clearFrameStorage(page: Page): Promise<void> {
  await expect.poll(() => page.frames().some(isSecureFrame)).toBe(true)
  // The frame is on another site than the page: its own process, its own DevTools session (left
  // attached, as the page's: it ends with the frame).
  const frameSession = await page.context().newCDPSession(secureFrameOf(page))
  const { frameTree } = await frameSession.send('Page.getFrameTree')
  const { storageKey } = await frameSession.send('Storage.getStorageKeyForFrame', {
    frameId: frameTree.frame.id,
  })
  await page.goto('about:blank')
  const session = await pageSession(page)
  await session.send('Storage.clearDataForStorageKey', { storageKey, storageTypes: 'all' })
}

const isSecureFrame = (frame: { url(): string }) => frame.url().startsWith(`${AUTH_URL}/frame`)

/**
 * How many wallet records (an encrypted device share each) the secure frame keeps for the demo's
 * project, read inside the frame: 0 on "a new device".
 */
export async function frameWalletCount(page: Page): Promise<number> {
  await expect.poll(() => page.frames().some(isSecureFrame)).toBe(true)
  return secureFrameOf(page).evaluate(async () => {
    const database = await new Promise<IDBDatabase | undefined>((resolve, reject) => {
      const open = indexedDB.open('latch-auth-frame')
      // Not there yet: leave it to the frame to create, with its own stores.
      open.onupgradeneeded = () => open.transaction?.abort()
      open.onerror = () =>
        open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error)
      open.onsuccess = () => resolve(open.result)
    })
    if (!database?.objectStoreNames.contains('keyval')) return 0
    const count = await new Promise<number>((resolve, reject) => {
      const request = database
        .transaction('keyval', 'readonly')
        .objectStore('keyval')
        .count(IDBKeyRange.bound('wallet:', 'wallet:\uffff'))
      request.onerror = () => reject(request.error)
      request.onsuccess = () => resolve(request.result)
    })
    database.close()
    return count
  })
}

/**
 * Adds a passkey from the Account view: "Add a passkey", then the secure frame's "Create a
 * passkey" and, when the authenticator gave a PRF output (`confirm`), "Confirm passkey". Resolves
 * once the toast "Passkey added" shows; the Account view is back.
 */
export async function addPasskey(page: Page, options: { confirm: boolean }): Promise<void> {
  await anyAccountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Add a passkey' }).click()
  await expect(dialog(page, 'Add a passkey')).toBeVisible()
  await secureFrame(page).getByRole('button', { name: 'Create a passkey' }).click()
  if (options.confirm)
    await secureFrame(page).getByRole('button', { name: 'Confirm passkey' }).click()
  await expect(page.locator('.latch-toast').filter({ hasText: 'Passkey added' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(dialog(page, 'Account')).toBeVisible()
}

/** Disconnects the connected embedded wallet from the Account view (the frame logs out). */
export async function disconnect(page: Page): Promise<void> {
  const account = dialog(page, 'Account')
  if (!(await account.isVisible())) await anyAccountButton(page).click()
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
}

/**
 * From a page showing the "Connect Wallet" button or dialog: "Continue with a passkey", then the
 * secure frame's "Use a passkey" in the Passkey view. What follows (connected, or back to Connect) is the caller's.
 */
export async function continueWithPasskey(page: Page): Promise<void> {
  if (!(await dialog(page, 'Connect Wallet').isVisible()))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: 'Continue with a passkey' })
    .click()
  await expect(dialog(page, 'Passkey')).toBeVisible()
  await secureFrame(page).getByRole('button', { name: 'Use a passkey' }).click()
}
