import type { Locator, Page } from '@playwright/test'
import { dialog, expect } from './fixtures'

// Social login in the demo (issue 28): the local OpenID Connect provider that e2e/globalSetup.ts
// starts on 127.0.0.1:8789 poses as Google, X, Discord, GitHub, Apple and Facebook (and `offline`
// is a configured provider nothing answers for). Its login page asks who logs in every time.

/** The local OpenID Connect provider's origin (`startOidcProvider`). */
export const LOCAL_PROVIDER_URL = 'http://127.0.0.1:8789'

/** Who logs in at the local provider: the provider's user id, and the email it vouches for. */
export type LocalProviderUser = {
  /** The provider's subject (`sub`): the same subject is the same Latch user. */
  subject: string
  email?: string
  /** Whether the provider says the email is verified ("Email verified"); default true. */
  verified?: boolean
}

/** A provider user no earlier run made (the auth server's database is kept between runs). */
export function freshProviderUser(name: string): Required<LocalProviderUser> {
  const id = `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return { subject: id, email: `${id}@example.test`, verified: true }
}

/**
 * Logs in at the local provider's login page shown in `page` (the login popup, or the page itself
 * in redirect mode): fills "Subject" and "Email", sets "Email verified", presses "Sign in". The
 * provider then sends the browser to the auth server's callback, which sends it back to the demo;
 * a popup closes itself there (the caller waits for that, or for the page to come back).
 */
export async function logInAtLocalProvider(page: Page, user: LocalProviderUser) {
  await expect(page).toHaveURL(new RegExp(`^${LOCAL_PROVIDER_URL}/interaction/`))
  await page.getByRole('textbox', { name: 'Subject' }).fill(user.subject)
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email ?? '')
  await page.getByRole('checkbox', { name: 'Email verified' }).setChecked(user.verified ?? true)
  // A popup may close before the click returns (the callback answers quickly).
  await page
    .getByRole('button', { name: 'Sign in' })
    .click({ noWaitAfter: true })
    .catch((error: unknown) => {
      if (!page.isClosed()) throw error
    })
}

/**
 * Clicks `button` ("Continue with Google" in the Connect dialog, or "Try again") and returns the
 * login popup it opens, once that shows the local provider's login page.
 */
export async function openLoginPopup(page: Page, button: Locator): Promise<Page> {
  const opened = page.waitForEvent('popup')
  await button.click()
  const popup = await opened
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible()
  return popup
}

/**
 * Logs `user` in through the login popup opened by `button`, and resolves once the popup has
 * closed itself (the page then shows the account; the caller checks).
 */
export async function logInWithPopup(page: Page, button: Locator, user: LocalProviderUser) {
  const popup = await openLoginPopup(page, button)
  const closed = popup.waitForEvent('close')
  await logInAtLocalProvider(popup, user)
  await closed
}

/** The social button named "Continue with {name}" in the Connect dialog. */
export const continueWith = (page: Page, name: string) =>
  dialog(page, 'Connect Wallet').getByRole('button', { name: `Continue with ${name}`, exact: true })
