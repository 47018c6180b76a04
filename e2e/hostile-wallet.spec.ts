import { devWalletInfo } from '@latch/testing'
import type { Locator, Page } from '@playwright/test'
import {
  ACCOUNT,
  ANVIL_RPC,
  accountButton,
  test as base,
  dialog,
  displayedEther,
  expect,
  getBalance,
} from './fixtures'
import { type HostileScript, hostileScript, tapProvider, watchMainThread } from './hostileWallet'

// Issue 11: a hostile page (wallets announcing garbage, a wallet reporting garbage chain ids or
// storming events, blocked, full or corrupt storage) never breaks the host app. After every attack
// the host's own content is still there and the Latch Dev Wallet still connects, signs and
// disconnects. The page runs with `?debug=1`, so Latch's warnings reach the console.

/**
 * As e2e/fixtures.ts, except that Latch's own log lines (`[Latch] …`, errors included) are allowed
 * and collected in `latchLog`: an uncaught exception, or any other console error, still fails.
 */
const test = base.extend<{ latchLog: string[] }>({
  // Overrides the fixture of e2e/fixtures.ts, keeping it automatic.
  pageErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('[Latch]')) {
        errors.push(message.text())
      }
    })
    await use(errors)
    expect(errors).toEqual([])
  },
  latchLog: async ({ page }, use) => {
    const lines: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('[Latch]')) lines.push(`${message.type()} ${message.text()}`)
    })
    await use(lines)
  },
})

/** The host page's own content, rendered by the demo outside Latch. */
async function expectHostContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Latch demo' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('The Latch Dev Wallet signs')
}

/**
 * Opens the modal and connects the real dev wallet. An impostor may share its name: each option
 * named "Latch Dev Wallet" is tried until one connects the dev account.
 */
async function connectRealDevWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const options = dialog(page, 'Connect Wallet').getByRole('button', { name: /^Latch Dev Wallet/ })
  await expect(options.first()).toBeVisible()
  const connecting = dialog(page, 'Latch Dev Wallet')
  for (let index = 0, count = await options.count(); index < count; index++) {
    await options.nth(index).click()
    await expect(accountButton(page).or(connecting.getByRole('alert'))).toBeVisible()
    if (await accountButton(page).isVisible()) return
    await connecting.getByRole('button', { name: 'Back' }).click()
  }
  throw new Error('No "Latch Dev Wallet" option connects the dev wallet')
}

async function disconnect(page: Page) {
  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
}

/**
 * What holds after every attack: the host's own content is shown, and the dev wallet connects,
 * signs a message and disconnects.
 */
async function expectHostSurvives(page: Page) {
  await expectHostContent(page)
  await connectRealDevWallet(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('verification')).toHaveText(`Verified by viem for ${ACCOUNT}`)
  await disconnect(page)
  await expectHostContent(page)
}

/** Loads the demo with `script` run before the app. */
async function attack(page: Page, script: HostileScript) {
  await page.addInitScript(hostileScript, script)
  await page.goto('/?debug=1')
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
/** 500 characters: bidi overrides and isolates, zero-width characters around "Evil Wallet". */
const controlName = `\u202E\u2066Evil\u200B\u200D Wallet\u2069\u200F ${'A'.repeat(478)}`
const invisible = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/

// (a) EIP-6963 announcements answering `eip6963:requestProvider`, each before the dev wallet's.
const announcements: {
  name: string
  info: unknown
  /** Latch logs a warning about the skipped announcement. */
  logged?: boolean
  /** What the Connect view shows of it. */
  check?: (connect: Locator) => Promise<void>
}[] = [
  { name: '`detail: null`', info: null, logged: true },
  {
    name: 'a nameless wallet',
    info: { uuid: uuid(1), icon: '', rdns: 'evil.noname' },
    logged: true,
  },
  {
    name: 'a numeric name (42)',
    info: { uuid: uuid(2), name: 42, icon: '', rdns: 'evil.numeric' },
    logged: true,
    check: (connect) => expect(connect.getByRole('button', { name: /^42/ })).toHaveCount(0),
  },
  {
    name: 'a 500-character name full of bidi and zero-width controls',
    info: { uuid: uuid(3), name: controlName, icon: '', rdns: 'evil.controls' },
    // Listed under its name stripped of controls and cut short.
    async check(connect) {
      const option = connect.getByRole('button', { name: /^Evil Wallet A+/ })
      await expect(option).toBeVisible()
      const shown = (await option.textContent()) ?? ''
      expect(shown).not.toMatch(invisible)
      expect(shown.length).toBeLessThan(100)
    },
  },
  {
    name: "an impostor with the dev wallet's rdns, name and icon, another uuid and provider",
    info: { ...devWalletInfo, uuid: uuid(4) },
  },
]

for (const announcement of announcements) {
  test(`announcement: ${announcement.name} — the host survives, the dev wallet connects, signs, disconnects`, async ({
    page,
    latchLog,
  }) => {
    await attack(page, { kind: 'announce', info: announcement.info })
    await expectHostContent(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = dialog(page, 'Connect Wallet')
    await expect(connect.getByRole('button', { name: /^Latch Dev Wallet/ }).first()).toBeVisible()
    await announcement.check?.(connect)
    if (announcement.logged) {
      await expect
        .poll(() => latchLog)
        .toContainEqual(expect.stringMatching(/^warning .*(6963|announce)/i))
    }
    await connect.getByRole('button', { name: 'Close' }).click()
    await expectHostSurvives(page)
  })
}

// (b) Storage that throws: Latch logs and carries on (spec §8).
const storageFaults: { name: string; script: HostileScript; logged?: RegExp }[] = [
  { name: 'a `localStorage` getter throwing SecurityError', script: { kind: 'blockedStorage' } },
  {
    name: '`setItem` throwing QuotaExceededError',
    script: { kind: 'fullStorage', devWalletKey: 'latch-dev-wallet' },
    // Spec §8 logged, at the default level (spec §9: error).
    logged: /^error .*Could not write .* to storage/i,
  },
]

for (const fault of storageFaults) {
  test(`storage: ${fault.name} — the host survives, the dev wallet connects, signs, disconnects`, async ({
    page,
    latchLog,
  }) => {
    await attack(page, fault.script)
    await expectHostSurvives(page)
    if (fault.logged) expect(latchLog).toContainEqual(expect.stringMatching(fault.logged))
  })
}

// (b) Corrupt stored values beside a real stored connection: ignored, the connection restored.
const corruptValues: { key: string; raw: string }[] = [
  { key: '@latch/recent_wallets', raw: '{}' },
  { key: '@latch/recent_wallets', raw: '5' },
  { key: '@latch/recent_wallets', raw: '"abc"' },
  { key: '@latch/active_namespace', raw: '"__proto__"' },
  { key: '@latch/active_namespace', raw: '"constructor"' },
]

for (const { key, raw } of corruptValues) {
  test(`storage: ${key} = ${raw} — the stored connection is restored and later connects work`, async ({
    page,
  }) => {
    await page.goto('/?debug=1')
    await connectRealDevWallet(page)
    await page.addInitScript(hostileScript, { kind: 'corruptStorage' as const, key, raw })
    await page.reload()
    await expectHostContent(page)
    await expect(accountButton(page)).toBeVisible()
    await expect(page.getByTestId('state-status')).toHaveText('connected')
    await disconnect(page)
    await expectHostSurvives(page)
  })
}

// (c) A wallet reporting unusable chain ids: connect ends, within 15 s, with a message in the
// connecting view and a usable modal.
const garbageChainIds: { name: string; chainId: unknown }[] = [
  { name: "'garbage'", chainId: 'garbage' },
  { name: "'0xZZ'", chainId: '0xZZ' },
  { name: 'null', chainId: null },
  { name: 'a 256-bit hex', chainId: `0x${'f'.repeat(64)}` },
]

for (const { name, chainId } of garbageChainIds) {
  test(`chain id ${name}: connect ends with a message, the modal stays usable, the dev wallet connects`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const account = '0x000000000000000000000000000000000000dEaD'
    await attack(page, { kind: 'garbageChain', chainId, account })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /^Garbage Chain Wallet/ })
      .click()
    const connecting = dialog(page, 'Garbage Chain Wallet')
    // The connecting view says why (debug mode also shows it in a toast).
    const message = connecting
      .getByRole('alert')
      .filter({ hasText: /^The wallet sent an invalid chain id$/ })
    await expect(message).toBeVisible({ timeout: 15_000 })
    await expect(connecting.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByTestId('state-status')).toHaveText('disconnected')
    await connecting.getByRole('button', { name: 'Back' }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectHostSurvives(page)
  })
}

// (d) 1,000 alternating `accountsChanged` events from the connected dev wallet's provider, in one
// burst (accounts 1 and 2 of anvil's keys, ending on 2): the page stays responsive and shows the
// last account. The wallet's own state stays on account 0, where a last event brings Latch back.
const STORM_EVENTS = 1000
const MAX_BLOCK_MS = 500
const stormAccounts = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

test('event storm: 1,000 alternating accountsChanged keep the page responsive and end on the last account', async ({
  page,
}) => {
  await page.addInitScript(watchMainThread)
  await page.addInitScript(tapProvider, devWalletInfo.rdns)
  // Without `debug`: a debug line per event would measure the console, not Latch.
  await page.goto('/')
  await connectRealDevWallet(page)
  const stormMs = await page.evaluate(
    ({ events, accounts }) => {
      window.latchMainThread?.reset()
      const start = performance.now()
      for (let event = 0; event < events; event++) {
        window.latchTap?.emit('accountsChanged', [accounts[event % 2]])
      }
      return performance.now() - start
    },
    { events: STORM_EVENTS, accounts: stormAccounts },
  )
  const shown = page.getByRole('button', { name: /0x3C44…93BC/ })
  await expect(shown).toContainText(displayedEther(await getBalance(ANVIL_RPC, stormAccounts[1])))
  // Whatever the storm left queued has run: still the last account.
  await page.waitForTimeout(500)
  await expect(shown).toBeVisible()
  const blocks = await page.evaluate(() => window.latchMainThread?.read())
  const measured = { stormMs: Math.round(stormMs), ...blocks }
  test
    .info()
    .annotations.push({ type: 'main-thread block (ms)', description: JSON.stringify(measured) })
  console.log(`event storm: ${JSON.stringify(measured)}`)
  expect(blocks?.maxFrameGap).toBeLessThan(MAX_BLOCK_MS)
  expect(blocks?.longestTask).toBeLessThan(MAX_BLOCK_MS)

  // The wallet reports its own account again: Latch follows, and everything still works.
  await page.evaluate((account) => window.latchTap?.emit('accountsChanged', [account]), ACCOUNT)
  await expect(accountButton(page)).toBeVisible()
  await disconnect(page)
  await expectHostSurvives(page)
})
