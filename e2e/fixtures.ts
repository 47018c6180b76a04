import { devSolanaWalletAddress, requestRpc } from '@latch/testing'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ANVIL_RPC = 'http://127.0.0.1:8545'
export const ANVIL_2_RPC = 'http://127.0.0.1:8546'

/** Sets an account's balance on a node (anvil_setBalance), in wei. */
export async function setBalance(rpcUrl: string, address: string, wei: bigint) {
  await requestRpc(rpcUrl, 'anvil_setBalance', [address, `0x${wei.toString(16)}`])
}

/** Reads an account's balance from a node, in wei. */
export async function getBalance(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt((await requestRpc(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
}

/** Reads an account's ERC-20 balance on the first anvil chain, in the token's smallest unit. */
export async function tokenBalance(token: Address, owner: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  return BigInt(await requestRpc<Hex>(ANVIL_RPC, 'eth_call', [{ to: token, data }, 'latest']))
}

/** Formats wei as the account button shows it: 3 decimals, thousands separators, "ETH". */
export function displayedEther(wei: bigint): string {
  const milli = (wei + 500_000_000_000_000n) / 1_000_000_000_000_000n
  const whole = (milli / 1000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole}.${(milli % 1000n).toString().padStart(3, '0')} ETH`
}

/** The Latch dialog, found by its accessible name. */
export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name })
}

/** The account button: its name holds the truncated address (DESIGN.md §4). */
export function accountButton(page: Page): Locator {
  return page.getByRole('button', { name: /0xf39F…2266/ })
}

/** Opens the modal and connects the Latch Dev Wallet. */
export async function connectDevWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /^Latch Dev Wallet/ }).click()
  await expect(accountButton(page)).toBeVisible()
}

/**
 * Picks "Solana Local" in the Networks view and connects the Latch Dev Solana Wallet there.
 * @returns The page button of the Solana account (its name holds the truncated address).
 */
export async function connectDevSolanaWallet(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^(Anvil|Ethereum|Solana|Bitcoin)/ })
    .first()
    .click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Solana Local', exact: true }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Solana Wallet/ })
    .click()
  const address = devSolanaWalletAddress
  return page.getByRole('button', {
    name: new RegExp(`${address.slice(0, 6)}…${address.slice(-4)}`),
  })
}

/** Sets what the dev wallet does with the next request that needs approval. */
export async function setNextApproval(
  page: Page,
  mode: 'Approve' | 'Reject (EIP-1193 4001)' | 'Never answer',
) {
  await page.getByRole('combobox', { name: 'Next approval request' }).selectOption({ label: mode })
}

/** The local hosts: the services on 127.0.0.1, the auth server also as `localhost` (its RP ID). */
export const localHosts: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost'])

/**
 * Every test fails on an uncaught exception or a console error in the page, and on any request to
 * a host other than the local ones (DESIGN.md §6: Latch sends nothing anywhere the integrator did
 * not configure; the demo configures only local services). Such requests are also aborted.
 */
export const test = base.extend<{
  pageErrors: string[]
  remoteRequests: string[]
  failureContext: undefined
}>({
  failureContext: [
    async ({ page }, use, testInfo) => {
      // What the page and its frames logged, timed from the test's start, and, once a test has
      // failed, what Latch and its frames showed then: attached for e2e/summaryReporter.ts to
      // print (CI keeps only the output, not the traces).
      const start = Date.now()
      const lines: string[] = []
      page.on('console', (message) => {
        const url = message.location().url.replace(/^https?:\/\/(127\.0\.0\.1|localhost):/, ':')
        lines.push(`+${Date.now() - start} ms ${message.type()} ${url} ${message.text()}`)
      })
      await use(undefined)
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return
      const shown = [`at +${Date.now() - start} ms`]
      const snapshot = (locator: Locator) =>
        locator.ariaSnapshot({ timeout: 1_000 }).catch(() => '(nothing)')
      shown.push(`Latch: ${await snapshot(page.locator('dialog[open], .latch-embedded').first())}`)
      shown.push(`toast: ${await snapshot(page.locator('.latch-toast').first())}`)
      for (const frame of page.frames().slice(1))
        shown.push(`frame ${frame.url()}: ${await snapshot(frame.locator('body'))}`)
      await testInfo.attach('latch', { body: shown.join('\n'), contentType: 'text/plain' })
      if (lines.length > 0)
        await testInfo.attach('console', { body: lines.join('\n'), contentType: 'text/plain' })
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await use(errors)
      expect(errors).toEqual([])
    },
    { auto: true },
  ],
  remoteRequests: [
    async ({ context }, use) => {
      const remote: string[] = []
      await context.route(
        (url) => url.protocol !== 'data:' && !localHosts.has(url.hostname),
        (route) => {
          remote.push(route.request().url())
          return route.abort('blockedbyclient')
        },
      )
      await use(remote)
      expect(remote).toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * A `pageErrors` fixture that fails the test on any page error or console error but those
 * `allowed` says a test expects.
 */
function pageErrorsExcept(allowed: (text: string) => boolean) {
  return async ({ page }: { page: Page }, use: (errors: string[]) => Promise<void>) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowed(message.text())) errors.push(message.text())
    })
    await use(errors)
    expect(errors).toEqual([])
  }
}

/**
 * Like `test`, for tests where a server answers `status` on purpose: the browser logs each such
 * failed load as a console error (in the page or a frame), which these tests expect; every other
 * error still fails them.
 */
export function testAllowingStatus(status: number) {
  return test.extend<{ pageErrors: string[] }>({
    pageErrors: pageErrorsExcept((text) => text.includes(`status of ${status}`)),
  })
}

/** `test` for tests that make the Blockchain API fixture answer 503. */
export const testAllowing503 = testAllowingStatus(503)

/**
 * As `test`, except that Latch's own console errors matching `allowed` are expected (collected in
 * `latchErrors`); any other console error still fails.
 */
export function testAllowingLatchErrors(allowed: RegExp) {
  return test.extend<{ latchErrors: string[] }>({
    pageErrors: pageErrorsExcept((text) => allowed.test(text)),
    latchErrors: async ({ page }, use) => {
      const lines: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && allowed.test(message.text())) lines.push(message.text())
      })
      await use(lines)
    },
  })
}

/** Opens the demo at `/{query}` and its Connect view; resolves to the "Connect Wallet" dialog. */
export async function openConnect(page: Page, query: string): Promise<Locator> {
  await page.goto(`/${query}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  return connect
}
