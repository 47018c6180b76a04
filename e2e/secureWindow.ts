import { readLatestCode } from '@latch/auth-server'
import type { Frame, Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { dialog, expect } from './fixtures'

// The embedded wallet in the demo: email login through the secure frame's code form, and the
// approval window the frame opens, where the user approves or rejects (issues 15 and 26).

/**
 * The auth server the demo uses: the secure frame's and the approval window's origin. `localhost`,
 * not the page's 127.0.0.1: WebAuthn takes no IP address as RP ID, and the frame is then on another
 * site than the page (partitioned storage), as in production.
 */
export const AUTH_URL = 'http://localhost:8788'

/** The secure frame's own `Frame` (for reading what only its origin can, as a test may). */
export function secureFrameOf(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${AUTH_URL}/frame`))
  if (!frame) throw new Error('The secure frame is not in the page')
  return frame
}

/** The page button of any connected account: its name holds a truncated address. */
export const anyAccountButton = (page: Page) =>
  page.getByRole('button', { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ })

/** A fresh address for an email, so reruns against the kept database start as a new user. */
export const freshEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.test`

/** The secure frame (inside Latch's shadow root): the code form, and what a request asks. */
export const secureFrame = (page: Page) => page.locator('iframe.latch-auth-iframe').contentFrame()

/**
 * Logs in with `email` from the Connect view: Continue, the code from maildev's REST API, typed
 * into the secure frame's form in Confirm Email. Resolves once the account button shows.
 */
export async function logIn(page: Page, email: string) {
  await enterEmailCode(page, email)
  await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
}

/**
 * Asks for a login code for `email` from the Connect view (Continue) and types the code from
 * maildev's REST API into the secure frame's form in Confirm Email; what follows is the caller's.
 */
export async function enterEmailCode(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  const since = new Date()
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  // The code is typed inside the secure frame, which the host page cannot read.
  await expect(dialog(page, 'Confirm Email')).toBeVisible()
  await expect(secureFrame(page).getByRole('button', { name: 'Resend code' })).toBeVisible()
  const code = await readLatestCode(email, { since })
  await secureFrame(page).getByRole('textbox', { name: 'One-time code' }).fill(code)
}

/** The connected address, from the demo's "Account state" panel (what `useLatchAccount` gives). */
export async function connectedAddress(page: Page): Promise<`0x${string}`> {
  const address = page
    .getByRole('region', { name: 'Account state' })
    .locator('dt:text-is("Address") + dd')
    .first()
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  return (await address.textContent()) as `0x${string}`
}

/**
 * The demo's "Sign message" ("Hello from Latch") by the embedded wallet: Approve Transaction shows
 * the message in the secure frame, the approval window approves it, and viem verifies the
 * signature the demo shows against `address`.
 */
export async function signMessageInWindow(page: Page, address: `0x${string}`) {
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  await expect(secureFrame(page).getByText('Hello from Latch')).toBeVisible()
  await approveInWindow(await openApprovalWindow(page))
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from Latch', signature })).toBe(true)
}

/**
 * Clicks the secure frame's "Review in secure window" (named `review`) as the user does, and
 * returns the approval window it opens (a top-level page at the auth server's origin).
 */
export async function openApprovalWindow(
  page: Page,
  review = 'Review in secure window',
): Promise<Page> {
  const opened = page.context().waitForEvent('page')
  await secureFrame(page).getByRole('button', { name: review }).click()
  const approval = await opened
  await approval.waitForLoadState('domcontentloaded')
  return approval
}

/**
 * Approves in the approval window once it can be decided on, as a user who reads it first:
 * Approve (named `approve`) enables once the request is described and previewed and the window
 * has been fully visible for 500 ms (the clickjacking guard). The window closes once the request
 * is signed or sent.
 */
export async function approveInWindow(approval: Page, approve = 'Approve') {
  await decideInWindow(approval, approve)
}

/** Rejects in the approval window (the button named `reject`); the window closes at once. */
export async function rejectInWindow(approval: Page, reject = 'Reject') {
  await decideInWindow(approval, reject)
}

async function decideInWindow(approval: Page, name: string) {
  const button = approval.getByRole('button', { name })
  await expect(button).toBeEnabled()
  const closed = approval.waitForEvent('close')
  // The window may close before the click returns (a quick signature, any rejection).
  await button.click({ noWaitAfter: true }).catch((error: unknown) => {
    if (!approval.isClosed()) throw error
  })
  await closed
}

/**
 * Posts an EIP-1193 request straight to the secure frame, as a hostile script in the host page
 * would (the frame's own protocol, to its origin); its answer lands in `window.attackAnswer`.
 */
export async function postToFrame(page: Page, method: string, params: unknown[]) {
  await page.evaluate(
    ({ method, params }) => {
      const latch = [...document.body.children].find((element) => element.shadowRoot)?.shadowRoot
      const iframe = latch?.querySelector<HTMLIFrameElement>('iframe.latch-auth-iframe')
      if (!iframe?.contentWindow) throw new Error('No secure frame in the page')
      window.addEventListener('message', (event) => {
        if (event.data?.id === 'attack') Object.assign(window, { attackAnswer: event.data })
      })
      iframe.contentWindow.postMessage(
        { latch: 'auth', id: 'attack', type: 'request', method, params },
        new URL(iframe.src).origin,
      )
    },
    { method, params },
  )
}

/** The secure frame's answer to {@link postToFrame}'s request, once it came. */
export const attackAnswer = (page: Page) =>
  page.evaluate(() => (window as { attackAnswer?: unknown }).attackAnswer)
