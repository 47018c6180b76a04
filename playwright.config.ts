import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium.ts'

// End-to-end tests drive Debian's Chromium (no browser download) against the built demo, served by
// `vite preview`; e2e/globalSetup.ts starts the anvil chains.
export default defineConfig({
  testDir: 'e2e',
  // e2e/examples/ is playwright.examples.config.ts's: the example apps, not the demo.
  testIgnore: 'examples/**',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/summaryReporter.ts']],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: 'npm run preview -w @latch/demo',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same build under a strict Content-Security-Policy (e2e/csp.spec.ts).
      command: 'LATCH_CSP=1 npm run preview -w @latch/demo',
      url: 'http://127.0.0.1:4174',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
