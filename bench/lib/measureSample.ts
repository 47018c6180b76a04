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
  /** Latch only: the click on the dialog's "WalletConnect" option, after the heap is read. */
  walletConnect?: {
    /** Click → first frame showing the decoded "WalletConnect QR code" image (ms). */
    qrVisibleMs: number
    /** The "Connect Wallet" click → this click (ms): how long WalletConnect had to get ready. */
    sinceOpenClickMs: number
  }
  /** Hosts other than 127.0.0.1 the page tried to reach (all blocked), HTTP and WebSocket. */
  remoteHosts: string[]
  /**
   * Every request the page made after its load event and before the "Connect Wallet" click
   * (127.0.0.1 included; HTTP as `resourceType url`, WebSocket as `websocket url`), in order.
   * The pointer's move onto the button is part of the click: what it starts is not counted.
   */
  requestsBeforeOpen: string[]
  /** Uncaught exceptions and console errors, to tell a broken page from a slow one. */
  pageErrors: string[]
}

/** What {@link measureSample} needs to know about the app. */
export type MeasureSampleParameters = {
  url: string
  /** Path of the built probe script (bench/probe), injected before the app's scripts. */
  probePath: string
  rule: FirstWalletRule
  /** Then click the dialog's "WalletConnect" option and time its QR code (Latch). */
  walletConnect?: boolean
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
 * blocked and counted, waits for the "Connect Wallet" button and for the network to settle
 * (recording every request made after the load event until then), clicks it, and reads the probe's in-page timings and the heap (CDP: collect garbage, then
 * `Runtime.getHeapUsage`). With `walletConnect`, it then clicks the dialog's "WalletConnect"
 * option and reads the probe's time to its QR code.
 *
 * @throws {Error} When a step takes longer than `timeoutMs`, or the dialog's first wallet or the QR
 *   code is not found by its role (Playwright's accessibility query, confirming the probe's).
 */
export async function measureSample(
  browser: Browser,
  { url, probePath, rule, walletConnect = false, timeoutMs = 15_000 }: MeasureSampleParameters,
): Promise<Sample> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const remoteHosts = new Set<string>()
  const pageErrors: string[] = []
  const requestsBeforeOpen: string[] = []
  /** Between the load event and the click: when requests count as made before the first open. */
  let beforeOpen = false
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
    page.on('request', (request) => {
      if (!beforeOpen) return
      // The app's own code prefetched on idle (the modal's chunk) is not a request to a service:
      // same-origin scripts are left out; anything else (an API, the relay, the auth server) counts.
      const own =
        request.resourceType() === 'script' && new URL(request.url()).origin === new URL(url).origin
      if (!own) requestsBeforeOpen.push(`${request.resourceType()} ${request.url()}`)
    })
    page.on('websocket', (socket) => {
      if (beforeOpen) requestsBeforeOpen.push(`websocket ${socket.url()}`)
    })
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text())
    })
    const cdp = await context.newCDPSession(page)

    // `goto` resolves on the load event.
    await page.goto(url, { timeout: timeoutMs })
    beforeOpen = true
    const buttonVisibleMs = await withTimeout(
      page.evaluate(() => window.__latchBench.buttonVisible),
      timeoutMs,
      'the Connect Wallet button',
    )
    await page.waitForLoadState('networkidle', { timeout: timeoutMs })

    await page.evaluate((firstWallet) => window.__latchBench.armOpen(firstWallet), rule)
    beforeOpen = false
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

    let walletConnectTimings: Sample['walletConnect']
    if (walletConnect) {
      await page.evaluate(() => window.__latchBench.armQrCode())
      await dialog
        .getByRole('button', { name: 'WalletConnect', exact: true })
        .click({ timeout: timeoutMs })
      const qrCode = await withTimeout(
        page.evaluate(() => window.__latchBench.qrCode),
        timeoutMs,
        'the WalletConnect QR code',
      )
      if (!qrCode) throw new Error('The probe was not armed for the QR code')
      await dialog
        .getByRole('img', { name: 'WalletConnect QR code', exact: true })
        .waitFor({ state: 'visible', timeout: timeoutMs })
      walletConnectTimings = {
        qrVisibleMs: qrCode.visibleMs,
        sinceOpenClickMs: qrCode.clickAt - opened.clickAt,
      }
    }

    return {
      buttonVisibleMs,
      openInDomMs: opened.inDomMs,
      openVisibleMs: opened.visibleMs,
      openOpaqueMs: opened.opaqueMs,
      heapBytes: usedSize,
      walletConnect: walletConnectTimings,
      remoteHosts: [...remoteHosts].sort(),
      requestsBeforeOpen,
      pageErrors,
    }
  } finally {
    await context.close()
  }
}
