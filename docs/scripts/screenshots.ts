/**
 * The docs site's screenshots: every view in every variant, written by e2e/docsScreenshots.spec.ts
 * to `docs/public/screenshots/<view>-<variant>.png` (gitignored) and checked by checkDocs.ts.
 */

/** The modal's views the docs show, in the order the e2e takes them. */
export const screenshotViews = [
  'connect',
  'all-wallets',
  'wallet-guide',
  'walletconnect',
  'connecting',
  'account',
  'networks',
] as const

/** Light and dark on a desktop, a phone's bottom sheet, and right to left (Arabic). */
export const screenshotVariants = ['light', 'dark', 'phone', 'rtl'] as const

/** Every screenshot's file name, e.g. `connect-dark.png`. */
export const screenshotFiles: readonly string[] = screenshotViews.flatMap((view) =>
  screenshotVariants.map((variant) => `${view}-${variant}.png`),
)

/** The folder they are written to, from the repository's root. */
export const screenshotDir = 'docs/public/screenshots'
