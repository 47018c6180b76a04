import type { LaunchOptions } from '@playwright/test'

/**
 * How every e2e run starts Chromium: Debian's build (no browser download; `CHROMIUM_PATH`
 * overrides), headless, with nothing reaching Google's services (DESIGN.md §5).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // e2e/alerts.spec.ts serves the demo as if from another site, which reaches the local
    // services (127.0.0.1) as a real page on a public origin would reach its own hosted ones.
    '--disable-features=LocalNetworkAccessChecks',
  ],
}
