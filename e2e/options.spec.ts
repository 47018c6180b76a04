import { createTestWalletKit } from '@latch/testing-node'
import type { Locator } from '@playwright/test'
import { accountButton, connectDevWallet, dialog, expect, openConnect, test } from './fixtures'

// Issue 16 point 1: every option of spec §3 and `features` switch of spec §9 does what its name
// says, seen as a user sees it. The demo takes each option from a query parameter
// (apps/demo/src/settings.ts).

const devWalletRow = (scope: Locator) => scope.getByRole('button', { name: /^Latch Dev Wallet/ })
const walletConnectRow = (scope: Locator) => scope.getByRole('button', { name: /^WalletConnect/ })
const allWalletsButton = (scope: Locator) => scope.getByRole('button', { name: /^All Wallets/ })

test('enableWallets: false — email login only: no wallet rows, no WalletConnect, no All Wallets', async ({
  page,
}) => {
  const connect = await openConnect(page, '?wallets=0')
  await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(devWalletRow(connect)).toHaveCount(0)
  await expect(walletConnectRow(connect)).toHaveCount(0)
  await expect(allWalletsButton(connect)).toHaveCount(0)
  await expect(connect.getByRole('button', { name: 'New to wallets?' })).toHaveCount(0)
})

test('enableNetworkSwitch: false — the network buttons show the network but do not switch', async ({
  page,
}) => {
  await page.goto('/?networkSwitch=0')
  await expect(page.getByRole('button', { name: 'Anvil', exact: true })).toBeDisabled()
  await connectDevWallet(page)
  await accountButton(page).click()
  const account = dialog(page, 'Account')
  await expect(account.getByRole('button', { name: 'Anvil', exact: true })).toBeDisabled()
  await expect(dialog(page, 'Networks')).toHaveCount(0)
  await page.keyboard.press('Escape')
  // The page's own switchNetwork call is refused too; with switching on, the same call switches.
  const switchResult = page.getByRole('status', { name: 'switchNetwork result' })
  await page.getByRole('button', { name: 'Call switchNetwork(Anvil 2)' }).click()
  await expect(switchResult).toHaveText('Refused: Network switching is disabled')
  await expect(page.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible()
  await page.goto('/')
  // Once the stored connection is back: a switch asked while it is restored is overridden by the
  // wallet's own chain when the restore lands (CI saw that race).
  await expect(accountButton(page)).toBeVisible()
  await page.getByRole('button', { name: 'Call switchNetwork(Anvil 2)' }).click()
  await expect(switchResult).toHaveText('Switched to Anvil 2')
  await expect(page.getByRole('button', { name: 'Anvil 2', exact: true })).toBeVisible()
})

test('features.analytics: on, the page hears MODAL_OPEN and MODAL_CLOSE; false, nothing', async ({
  page,
}) => {
  const events = page.getByRole('list', { name: 'Analytics events' })
  const connect = await openConnect(page, '')
  await connect.getByRole('button', { name: 'Close' }).click()
  await expect(events.getByRole('listitem')).toHaveText(['MODAL_OPEN', 'MODAL_CLOSE'])

  const silent = await openConnect(page, '?analytics=0')
  await silent.getByRole('button', { name: 'Close' }).click()
  await connectDevWallet(page)
  await expect(events.getByRole('listitem')).toHaveCount(0)
})

test('features.legalCheckbox — every way to connect waits for the ticked terms checkbox, whose links open in a new tab', async ({
  page,
}) => {
  const connect = await openConnect(page, '?legal=checkbox')
  const checkbox = connect.getByRole('checkbox', {
    name: 'I agree to the Terms of Service and Privacy Policy',
  })
  await expect(checkbox).not.toBeChecked()
  for (const [name, href] of [
    ['Terms of Service', 'https://example.org/terms'],
    ['Privacy Policy', 'https://example.org/privacy'],
  ] as const) {
    const link = connect.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await connect.getByRole('textbox', { name: 'Email' }).fill('ada@example.test')
  for (const option of [
    devWalletRow(connect),
    walletConnectRow(connect),
    allWalletsButton(connect),
    connect.getByRole('button', { name: 'Continue', exact: true }),
  ]) {
    await expect(option).toBeDisabled()
  }
  await checkbox.check()
  await expect(allWalletsButton(connect)).toBeEnabled()
  await expect(connect.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled()
  await devWalletRow(connect).click()
  await expect(accountButton(page)).toBeVisible()
})

test('features.legalCheckbox — All Wallets, reached from the wallet guide, waits for the checkbox too', async ({
  page,
}) => {
  const connect = await openConnect(page, '?legal=checkbox')
  await connect.getByRole('button', { name: 'New to wallets?' }).click()
  await dialog(page, 'What is a Wallet?').getByRole('button', { name: 'Get a Wallet' }).click()
  const all = dialog(page, 'All Wallets')
  const metaMask = all.getByRole('button', { name: /^MetaMask/ })
  await expect(metaMask).toBeDisabled()
  await all
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
    .check()
  await expect(metaMask).toBeEnabled()
})

test('terms and privacy without legalCheckbox — the footer names and links only the configured pages', async ({
  page,
}) => {
  const both = await openConnect(page, '?legal=footer')
  await expect(both.getByText('By connecting your wallet, you agree to our')).toHaveText(
    'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
  )
  await expect(both.getByRole('checkbox')).toHaveCount(0)
  await expect(devWalletRow(both)).toBeEnabled()

  const terms = await openConnect(page, '?legal=terms')
  await expect(terms.getByText('By connecting your wallet, you agree to our')).toHaveText(
    'By connecting your wallet, you agree to our Terms of Service',
  )
  await expect(terms.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0)

  const none = await openConnect(page, '')
  await expect(none.getByText('By connecting your wallet')).toHaveCount(0)
})

for (const [option, query] of [
  ['features.collapseWallets', '?collapse=1'],
  ['features.emailShowWallets: false', '?emailWallets=0'],
] as const) {
  test(`${option} — beside email login, the wallets wait behind "Continue with a wallet"`, async ({
    page,
  }) => {
    const connect = await openConnect(page, query)
    await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(devWalletRow(connect)).toHaveCount(0)
    await connect.getByRole('button', { name: 'Continue with a wallet' }).click()
    const wallets = dialog(page, 'Connect Wallet')
    await expect(wallets.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
    await expect(walletConnectRow(wallets)).toBeVisible()
    await devWalletRow(wallets).click()
    await expect(accountButton(page)).toBeVisible()
  })
}

test('the wallets list under email login by default (collapseWallets off, emailShowWallets on)', async ({
  page,
}) => {
  const connect = await openConnect(page, '')
  await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(devWalletRow(connect)).toBeVisible()
  await expect(connect.getByRole('button', { name: 'Continue with a wallet' })).toHaveCount(0)
})

test('features.walletFeaturesOrder — the Account view shows the feature buttons listed, in that order', async ({
  page,
}) => {
  const featureButtons = (account: Locator) =>
    account.getByRole('button', { name: /^(Buy|Swap|Receive|Send)$/ })
  await page.goto('/')
  await connectDevWallet(page)
  await accountButton(page).click()
  await expect(featureButtons(dialog(page, 'Account'))).toHaveText([
    'Buy',
    'Swap',
    'Receive',
    'Send',
  ])
  await page.goto('/?walletFeatures=send,receive')
  await accountButton(page).click()
  await expect(featureButtons(dialog(page, 'Account'))).toHaveText(['Send', 'Receive'])
})

test('features.send and features.receive: false — the Account view offers neither Send nor Receive', async ({
  page,
}) => {
  await page.goto('/?send=0&receive=0')
  await connectDevWallet(page)
  await accountButton(page).click()
  await expect(
    dialog(page, 'Account').getByRole('button', { name: /^(Buy|Swap|Receive|Send)$/ }),
  ).toHaveText(['Buy', 'Swap'])
})

test('enableWalletGuide — "New to wallets?" opens "What is a Wallet?", whose "Get a Wallet" opens All Wallets; off, no guide', async ({
  page,
}) => {
  const connect = await openConnect(page, '')
  await connect.getByRole('button', { name: 'New to wallets?' }).click()
  const guide = dialog(page, 'What is a Wallet?')
  await expect(guide).toContainText('A wallet is an app that holds your crypto')
  await guide.getByRole('button', { name: 'Get a Wallet' }).click()
  await expect(
    dialog(page, 'All Wallets').getByRole('searchbox', { name: 'Search wallet' }),
  ).toBeVisible()

  const off = await openConnect(page, '?guide=0')
  await expect(devWalletRow(off)).toBeVisible()
  await expect(off.getByRole('button', { name: 'New to wallets?' })).toHaveCount(0)
})

test('defaultAccountTypes — the page reads the preferred account type: spec §6 smartAccount, or the option', async ({
  page,
}) => {
  const preferred = page.getByText('Preferred EVM account type:')
  await page.goto('/')
  await expect(preferred).toHaveText('Preferred EVM account type: smartAccount')
  await page.goto('/?accountType=eoa')
  await expect(preferred).toHaveText('Preferred EVM account type: eoa')
})

test('enableAuthLogger — the secure frame channel is logged to the console; without it, nothing', async ({
  page,
}) => {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('[Latch] Auth frame')) logged.push(message.text())
  })
  await openConnect(page, '')
  await page.waitForTimeout(1500)
  expect(logged).toEqual([])
  await openConnect(page, '?authLogger=1')
  await expect
    .poll(() => logged)
    .toContainEqual(expect.stringMatching(/Auth frame request .*: init/))
  expect(logged).toContainEqual(expect.stringMatching(/Auth frame event ready/))
  // Never the values: no email, code, address or key material.
  expect(logged.join('\n')).not.toMatch(/0x[0-9a-fA-F]{40}|@/)
})

test('manualWCControl — opening waits on WalletConnect without pairing; the page starts it', async ({
  page,
}) => {
  await page.goto('/?manualWC=1')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const view = dialog(page, 'WalletConnect')
  await expect(view.getByRole('progressbar', { name: 'Connecting…' })).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toHaveCount(0)
  await view.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Start WalletConnect' }).click()
  await expect(
    dialog(page, 'WalletConnect').getByRole('img', { name: 'WalletConnect QR code' }),
  ).toBeVisible()
})

test('features.legalCheckbox with manualWCControl — the direct WalletConnect view shows no QR code and no "Copy link" until the checkbox is ticked', async ({
  page,
}) => {
  await page.goto('/?manualWC=1&legal=checkbox')
  await page.getByRole('button', { name: 'Start WalletConnect' }).click()
  const view = dialog(page, 'WalletConnect')
  const checkbox = view.getByRole('checkbox', {
    name: 'I agree to the Terms of Service and Privacy Policy',
  })
  await expect(checkbox).not.toBeChecked()
  // The pairing is under way (picked: 'connecting'); its URI would be ready by now.
  await expect(page.getByTestId('state-status')).toHaveText('connecting')
  await page.waitForTimeout(1500)
  await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toHaveCount(0)
  await expect(view.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
  await checkbox.check()
  await expect(view.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await expect(view.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  await expect(checkbox).toBeFocused()
})

test('disableAppend — the modal renders where the page places <LatchModal/>, not on document.body', async ({
  page,
}) => {
  await openConnect(page, '?append=0')
  const placed = page.getByRole('region', { name: 'Placed Latch modal' })
  await expect(placed.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  expect(await page.locator('body > latch-modal').count()).toBe(0)
})

test('WalletConnect — picked, the status is connecting; connected, it is the recent wallet; a disconnect resets the status', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const wallet = await createTestWalletKit({
    relayUrl: 'ws://127.0.0.1:8787',
    chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
  })
  try {
    const connect = await openConnect(page, '')
    await expect(page.getByTestId('state-status')).toHaveText('disconnected')
    await walletConnectRow(connect).click()
    await expect(page.getByTestId('state-status')).toHaveText('connecting')
    const view = dialog(page, 'WalletConnect')
    await view.getByRole('button', { name: 'Copy link' }).click()
    await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
    await expect(accountButton(page)).toBeVisible()
    await expect(page.getByTestId('state-status')).toHaveText('connected')
    await page.getByRole('button', { name: 'Disconnect EVM' }).click()
    await expect(page.getByTestId('state-status')).toHaveText('disconnected')
    const again = await openConnect(page, '')
    await expect(again.getByRole('button', { name: /^WalletConnect.*Recent/ })).toBeVisible()
  } finally {
    await wallet.stop()
  }
})

test('WalletConnect — Back from the QR code leaves connecting: the status is disconnected again', async ({
  page,
}) => {
  const connect = await openConnect(page, '')
  await walletConnectRow(connect).click()
  await expect(page.getByTestId('state-status')).toHaveText('connecting')
  await dialog(page, 'WalletConnect').getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
})
