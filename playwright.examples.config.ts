import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium.ts'

// The host apps in examples/, installed from the packed tarballs and built by
// scripts/examples/prepareExamples.ts, each served on its own port and driven in Debian's Chromium
// (no browser download); e2e/examples/globalSetup.ts starts the anvil chains and, for react18, the
// auth server installed from its tarball (`npx latch-auth-server`, scripts/examples/).
// `LATCH_EXAMPLES=vanilla,react18` runs (and serves) only those.
const only = process.env.LATCH_EXAMPLES?.split(',')
const examples = [
  { name: 'next-app', port: 4180, serve: 'npm start' },
  { name: 'vite-wagmi', port: 4181, serve: 'npm run preview' },
  { name: 'vanilla', port: 4182, serve: 'npm run preview' },
  { name: 'react18', port: 4183, serve: 'npm run preview' },
].filter(({ name }) => !only || only.includes(name))

export default defineConfig({
  testDir: 'e2e/examples',
  globalSetup: './e2e/examples/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/summaryReporter.ts']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // One project per example: e2e/examples/<name>.spec.ts against http://127.0.0.1:<port>.
  projects: examples.map(({ name, port }) => ({
    name,
    testMatch: `${name}.spec.ts`,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: examples.map(({ name, port, serve }) => ({
    command: serve,
    cwd: `examples/${name}`,
    // Nothing leaves 127.0.0.1: no Next.js telemetry.
    // The servers run the packed builds: no `@latch/source` condition from this run's NODE_OPTIONS.
    env: { NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '' },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
})
