import type { Browser } from '@playwright/test'
import type { FirstWalletRule } from '../probe/types.ts'

/** One page load and modal open of a bench app, in a fresh browser context. */
export type Sample = {
  /** Navigation start → first frame showing the "Connect Wallet" button (ms). */
  buttonVisibleMs: number
  /** Click → the open dialog and the first wallet are in the DOM (ms). */
  openInDomMs: number
  /** Click → first frame showing the open dialog and the first wallet (ms). */
  openVisibleMs: number
  /** Click → dialog opacity 1 and its animations finished (ms). */
  openOpaqueMs: number
  /** Used JS heap after a forced garbage collection, with the modal open (bytes). */
  heapBytes: number
  /** Hosts other than 127.0.0.1 the page tried to reach (all blocked), HTTP and WebSocket. */
  remoteHosts: string[]
  /** Uncaught exceptions and console errors, to tell a broken page from a slow one. */
  pageErrors: string[]
}

/** What {@link measureSample} needs to know about the app. */
export type MeasureSampleParameters = {
  url: string
  /** Path of the built probe script (bench/probe), injected before the app's scripts. */
  probePath: string
  rule: FirstWalletRule
  /** Give up on one step after this long (ms). */
  timeoutMs?: number
}

function withTimeout<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${step}`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Loads `url` in a new context of `browser` with every request to a host other than 127.0.0.1
 * blocked and counted, waits for the "Connect Wallet" button and for the network to settle, clicks
 * it, and reads the probe's in-page timings and the heap (CDP: collect garbage, then
 * `Runtime.getHeapUsage`).
 *
 * @throws {Error} When a step takes longer than `timeoutMs`, or the dialog's first wallet is not
 *   found by its role (Playwright's accessibility query, confirming the probe's).
 */
export async function measureSample(
  browser: Browser,
  { url, probePath, rule, timeoutMs = 15_000 }: MeasureSampleParameters,
): Promise<Sample> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const remoteHosts = new Set<string>()
  const pageErrors: string[] = []
  try {
    await context.route('**/*', (route) => {
      const target = new URL(route.request().url())
      if (target.hostname === '127.0.0.1') return route.continue()
      remoteHosts.add(target.host)
      return route.abort('blockedbyclient')
    })
    await context.routeWebSocket(/.*/, (socket) => {
      const target = new URL(socket.url())
      if (target.hostname === '127.0.0.1') socket.connectToServer()
      else {
        remoteHosts.add(target.host)
        void socket.close()
      }
    })
    await context.addInitScript({ path: probePath })
    const page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text())
    })
    const cdp = await context.newCDPSession(page)

    await page.goto(url, { timeout: timeoutMs })
    const buttonVisibleMs = await withTimeout(
      page.evaluate(() => window.__latchBench.buttonVisible),
      timeoutMs,
      'the Connect Wallet button',
    )
    await page.waitForLoadState('networkidle', { timeout: timeoutMs })

    await page.evaluate((firstWallet) => window.__latchBench.armOpen(firstWallet), rule)
    await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: timeoutMs })
    const opened = await withTimeout(
      page.evaluate(() => window.__latchBench.opened),
      timeoutMs,
      'the dialog and its first wallet',
    )
    if (!opened) throw new Error('The probe was not armed')

    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')

    const dialog = page.getByRole('dialog')
    const wallet =
      rule === 'walletButton'
        ? dialog.getByRole('button', { name: /^Bench Wallet/ })
        : dialog.getByRole('listitem').first()
    await wallet.waitFor({ state: 'visible', timeout: timeoutMs })

    return {
      buttonVisibleMs,
      openInDomMs: opened.inDomMs,
      openVisibleMs: opened.visibleMs,
      openOpaqueMs: opened.opaqueMs,
      heapBytes: usedSize,
      remoteHosts: [...remoteHosts].sort(),
      pageErrors,
    }
  } finally {
    await context.close()
  }
}
