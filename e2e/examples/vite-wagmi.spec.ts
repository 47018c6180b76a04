import {
  ACCOUNT,
  ANVIL_RPC,
  accountButton,
  connectDevWallet,
  dialog,
  displayedEther,
  expect,
  getBalance,
  test,
} from '../fixtures'

// examples/vite-wagmi: a host with its own wagmi config, given to createEvmAdapter({ wagmiConfig }).

/** Where the host's "Send 0.01 ETH" button sends (anvil's account 1). */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CENT_ETHER = 10n ** 16n

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('connecting through Latch connects the host wagmi app; a reload keeps it; Disconnect ends both', async ({
  page,
}) => {
  await expect(page.getByText('wagmi: disconnected')).toBeVisible()
  await connectDevWallet(page)
  await expect(accountButton(page)).toContainText(
    displayedEther(await getBalance(ANVIL_RPC, ACCOUNT)),
  )
  const hostConnected = page.getByText(`wagmi: connected ${ACCOUNT} on chain 31337`)
  await expect(hostConnected).toBeVisible()

  await page.reload()
  await expect(accountButton(page)).toContainText('ETH')
  await expect(hostConnected).toBeVisible()

  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByText('wagmi: disconnected')).toBeVisible()
})

test("switching network in Latch switches the host's wagmi chain", async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Anvil', exact: true }).click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Anvil 2' }).click()
  await expect(page.getByRole('button', { name: 'Anvil 2', exact: true })).toBeVisible()
  await expect(page.getByText(`wagmi: connected ${ACCOUNT} on chain 31338`)).toBeVisible()
})

test("the host's useSendTransaction sends 0.01 ETH through the wallet Latch connected", async ({
  page,
}) => {
  await connectDevWallet(page)
  const before = await getBalance(ANVIL_RPC, RECIPIENT)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(page.getByText(/^Sent: 0x[0-9a-f]{64}$/)).toBeVisible()
  expect(await getBalance(ANVIL_RPC, RECIPIENT)).toBe(before + CENT_ETHER)
})

test("Latch's balance follows a transaction the host sent, without a reload", async ({ page }) => {
  await connectDevWallet(page)
  await expect(accountButton(page)).toContainText(
    displayedEther(await getBalance(ANVIL_RPC, ACCOUNT)),
  )
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(page.getByText(/^Sent: 0x/)).toBeVisible()
  await expect(accountButton(page)).toContainText(
    displayedEther(await getBalance(ANVIL_RPC, ACCOUNT)),
  )
})

test("disconnecting with the host's wagmi useDisconnect disconnects Latch", async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Disconnect (wagmi)' }).click()
  await expect(page.getByText('wagmi: disconnected')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(accountButton(page)).toHaveCount(0)
})

test("wallets announced before and after the host's createConfig are listed", async ({ page }) => {
  // The dev wallet announced itself before createConfig; this one announces after the page loaded.
  await page.evaluate(() => {
    const provider = { request: async () => [], on() {}, removeListener() {} }
    const info = {
      uuid: '5b0e6f3c-2f0a-4c4e-9a57-6d6c2b8f1a01',
      name: 'Late Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'com.example.late',
    }
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /^Latch Dev Wallet/ })).toBeVisible()
  await expect(connect.getByRole('button', { name: /^Late Wallet/ })).toBeVisible()
})

test("wagmi's injected() is not listed while no wallet injected window.ethereum", async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /^Latch Dev Wallet/ })).toBeVisible()
  await expect(connect.getByRole('button', { name: /^Injected/ })).toHaveCount(0)
  // The dev wallet (EIP-6963) is the one wallet tagged "Installed".
  await expect(connect.getByText('Installed', { exact: true })).toHaveCount(1)
})

test("wagmi's injected() whose provider went away fails as not installed, not 'Unknown error'", async ({
  page,
  pageErrors,
}) => {
  // A provider at window.ethereum before the page's scripts run, as an extension injects one.
  await page.addInitScript(() => {
    const provider = { request: async () => [], on() {}, removeListener() {} }
    Object.assign(window, { ethereum: provider })
  })
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  const injectedRow = connect.getByRole('button', { name: /^Injected/ })
  await expect(injectedRow).toBeVisible()
  // The extension is gone by the time the user picks it (disabled, or removed from the page): in
  // one task, before Latch's next look at the list hides the row.
  await page.evaluate(() => {
    Reflect.deleteProperty(window, 'ethereum')
    const rows = document.querySelector('latch-modal')?.shadowRoot?.querySelectorAll('button')
    const row = [...(rows ?? [])].find((button) => button.textContent?.includes('Injected'))
    if (!row) throw new Error('The Injected row is missing')
    row.click()
  })
  await expect(
    page.getByText('The wallet was not found: it may not be installed').first(),
  ).toBeVisible()
  await expect(page.getByText('Unknown error')).toHaveCount(0)
  // Latch logs the failed connect at `error`: the one console error this test expects.
  const logged = pageErrors.findIndex((line) =>
    line.startsWith('[Latch] Connecting Injected failed ConnectorNotFoundError'),
  )
  expect(logged).toBeGreaterThanOrEqual(0)
  pageErrors.splice(logged, 1)
})
