import {
  FARCASTER_TEST_IDENTITY,
  type PlayFarcasterAppReturnType,
  playFarcasterApp,
} from '@latch/testing-node'
import type { Locator, Page } from '@playwright/test'
import { dialog, expect } from './fixtures'
import { readQrCode } from './readQrCode'
import { anyAccountButton } from './secureWindow'

// Farcaster login in the demo (issue 30): e2e/globalSetup.ts starts the Farcaster relay fixture
// (127.0.0.1:8791) and the OP-like anvil with the test registries (127.0.0.1:8547), where the dev
// auth server points. The test plays the Farcaster app (on the user's phone, in real life) in Node
// with @farcaster/auth-client, as fid 1000 (`latch-test`), whose custody key is anvil account #5.

/** The relay fixture the demo's auth server uses (`startFarcasterRelay`). */
export const LOCAL_FARCASTER_RELAY_URL = 'http://127.0.0.1:8791'

/** What a relay channel's URL looks like: the QR code's text and the "Open Farcaster" link. */
export const FARCASTER_CHANNEL_URL = /^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=[\w-]+$/

/** "Continue with Farcaster" in the Connect dialog. */
export const continueWithFarcaster = (page: Page) =>
  dialog(page, 'Connect Wallet').getByRole('button', {
    name: 'Continue with Farcaster',
    exact: true,
  })

/**
 * From the Connect dialog: "Continue with Farcaster", then the channel URL decoded from the
 * "Farcaster QR code" image of the Farcaster dialog, as a phone camera reads it.
 */
export async function openFarcasterQrCode(page: Page): Promise<string> {
  await continueWithFarcaster(page).click()
  return readFarcasterQrCode(page)
}

/** The channel URL the Farcaster dialog's QR code shows (once it shows one). */
export async function readFarcasterQrCode(page: Page): Promise<string> {
  const image = farcasterQrCode(page)
  await expect(image).toBeVisible({ timeout: 15_000 })
  const url = await readQrCode(image)
  expect(url).toMatch(FARCASTER_CHANNEL_URL)
  return url
}

/** The Farcaster dialog's QR code image. */
export const farcasterQrCode = (page: Page): Locator =>
  dialog(page, 'Farcaster').getByRole('img', { name: 'Farcaster QR code' })

/**
 * Plays the Farcaster app for the channel at `url`: signs in as the test identity (fid 1000,
 * `latch-test`, signed by anvil account #5) through the local relay.
 */
export function signInWithFarcasterApp(url: string): Promise<PlayFarcasterAppReturnType> {
  const { fid, username, privateKey } = FARCASTER_TEST_IDENTITY
  return playFarcasterApp({ relayUrl: LOCAL_FARCASTER_RELAY_URL, url, privateKey, fid, username })
}

/**
 * Logs in with Farcaster from a page showing the Connect dialog: the QR code, the Farcaster app's
 * sign-in, then the account button (the wallet is opened).
 */
export async function logInWithFarcaster(page: Page) {
  await signInWithFarcasterApp(await openFarcasterQrCode(page))
  await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
}
