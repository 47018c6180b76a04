import type { LatchContext } from '@latch/core/internal'

// Not shipped: only component tests import it.

/** Whether core's email-login check is forced on (set by a test, reset after it). */
export const emailLogin = { forced: false }

/**
 * A `vi.mock('@latch/core/internal', …)` factory: core's internal entry with `canLogInWithEmail`
 * answering `true` while `emailLogin.forced` (email login without an auth server or adapter), else
 * as core does.
 * @example
 * vi.mock('@latch/core/internal', async (importOriginal) =>
 *   (await import('../../testing/forcedEmailLogin.js')).withForcedEmailLogin(importOriginal))
 */
export async function withForcedEmailLogin(importOriginal: <module>() => Promise<module>) {
  const actual = await importOriginal<typeof import('@latch/core/internal')>()
  return {
    ...actual,
    canLogInWithEmail: (context: LatchContext) =>
      emailLogin.forced || actual.canLogInWithEmail(context),
  }
}
