import { readLatestCode } from '@latch/auth-server'
import type { Page } from '@playwright/test'
import postgres from 'postgres'
import { SELF_HOSTED_AUTH } from '../../scripts/examples/startSelfHostedAuth.ts'
import { dialog, expect } from '../fixtures'

// Email login in an example against the auth server e2e/examples/globalSetup.ts starts from the
// installed tarball (`npx latch-auth-server`), its code read from maildev's REST API.

/** A fresh address for each run (the database is new each run, but a retry reuses it). */
export const freshEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.test`

/**
 * From the Connect view: the email, Continue, then the code maildev received (`GET /api/email`)
 * typed into the secure frame's form in Confirm Email (the page cannot reach into the frame).
 */
export async function logInByEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  const since = new Date()
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog(page, 'Confirm Email')).toBeVisible()
  const frame = page.locator('iframe.latch-auth-iframe').contentFrame()
  await expect(frame.getByRole('button', { name: 'Resend code' })).toBeVisible()
  const code = await readLatestCode(email, { since, mailUrl: SELF_HOSTED_AUTH.mailUrl })
  await frame.getByRole('textbox', { name: 'One-time code' }).fill(code)
}

/**
 * The embedded wallet's address the auth server stored for `email` (its `wallets` row in the
 * project the example names), once there is one (polled for up to 20 s: the frame creates the wallet after login).
 */
export async function storedWalletAddress(email: string): Promise<string> {
  const sql = postgres(SELF_HOSTED_AUTH.databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const deadline = Date.now() + 20_000
    for (;;) {
      const [row] = await sql<{ address: string }[]>`
        select wallets.address from wallets join users on users.id = wallets.user_id
        where users.email = ${email} and wallets.project_id = ${SELF_HOSTED_AUTH.projectId}`
      if (row) return row.address
      if (Date.now() > deadline) throw new Error(`No wallet stored for ${email} after 20 s`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await sql.end()
  }
}

/** How the account button shows `address`: `0x` and four hex digits, `…`, the last four. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
