import { testContracts, testUniswapV3 } from '@latch/testing'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { type Address, concat, erc20Abi, getAddress, parseEther, parseEventLogs } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { SIMPLE_7702_ACCOUNT } from '../packages/auth-frame/src/smartAccount/contracts.ts'
import {
  ANVIL_RPC,
  dialog,
  expect,
  getBalance,
  localHosts,
  setBalance,
  test,
  tokenBalance,
} from './fixtures'
import {
  approveInWindow,
  connectedAddress,
  freshEmail,
  logIn,
  openApprovalWindow,
  secureFrame,
} from './secureWindow'
import {
  accountButtonOf,
  anvilClient,
  closeAccountView,
  codeAt,
  countApprovalWindows,
  counterfactualAddress,
  fundAndMark,
  giveLtt,
  listedAccounts,
  sendEther,
  swapLttForEther,
  transactionsSince,
} from './smartAccount'

// Issue 31: the embedded wallet's smart account on Anvil (31337) through the local bundler
// (127.0.0.1:4337) and paymaster (127.0.0.1:4338) that e2e/globalSetup.ts starts, with EntryPoint
// v0.8, Latch's Solady account factory and Simple7702Account on the chain. Each describe logs in
// once (a worker-scoped page): its tests run in order on that account; after a failure Playwright
// starts a new worker, so the tests after it log in afresh.

/** The page and context a describe's tests share, logged in with `smartQuery`. */
type Shared = { context: BrowserContext; page: Page }

/** A new context and page at the demo with `query`, logged in by email as a new user. */
async function logInShared(browser: Browser, query: string): Promise<Shared> {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:4173' })
  // As the `remoteRequests` fixture: nothing leaves 127.0.0.1/localhost, also while logging in.
  await context.route(
    (url) => url.protocol !== 'data:' && !localHosts.has(url.hostname),
    (route) => route.abort('blockedbyclient'),
  )
  const page = await context.newPage()
  await page.goto(`/${query}`)
  await logIn(page, freshEmail('smart'))
  return { context, page }
}

/**
 * `test` whose `page` and `context` are one logged-in page per `smartQuery` (a describe's option),
 * kept by the worker between tests; the fixtures' error and request checks run on it.
 */
const smartTest = test.extend<
  { smartQuery: string; shared: Shared },
  { logins: Map<string, Shared> }
>({
  logins: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies here
    async ({}, use) => {
      const logins = new Map<string, Shared>()
      await use(logins)
      for (const login of logins.values()) await login.context.close()
    },
    { scope: 'worker' },
  ],
  smartQuery: ['?smartAccounts=4337', { option: true }],
  shared: async ({ browser, logins, smartQuery }, use) => {
    let shared = logins.get(smartQuery)
    if (!shared) {
      // The previous describe's page is done with.
      for (const login of logins.values()) await login.context.close()
      logins.clear()
      shared = await logInShared(browser, smartQuery)
      logins.set(smartQuery, shared)
    }
    await use(shared)
  },
  context: async ({ shared }, use) => use(shared.context),
  page: async ({ shared }, use) => use(shared.page),
})

const MESSAGE = 'Hello from Latch'
/** ERC-6492's magic suffix: the signature of an account not deployed yet ends with it. */
const ERC6492_SUFFIX = '6492'.repeat(16)

/** A new address nobody holds anything at. */
const freshAddress = () => privateKeyToAddress(generatePrivateKey())

/** The demo's "Smart account deployed" row of the EVM account state. */
const deployedRow = (page: Page) => page.getByTestId('eip155-smart-account-deployed')

/** The demo's list of analytics events (with `accountType` when an event has one). */
const events = (page: Page) => page.getByRole('list', { name: 'Analytics events' })

/**
 * What the swap's one transaction did to `owner`'s LTT: the ERC-20 Approval it gave the router
 * and the Transfer out of it, both in the receipt of `hash`.
 */
async function lttLogsOf(hash: `0x${string}`, owner: Address) {
  const receipt = await anvilClient.getTransactionReceipt({ hash })
  const logs = parseEventLogs({ abi: erc20Abi, logs: receipt.logs }).filter(
    (log) => getAddress(log.address) === getAddress(testContracts.latchTestToken),
  )
  return {
    status: receipt.status,
    approvedRouter: logs.some(
      (log) =>
        log.eventName === 'Approval' &&
        getAddress(log.args.owner) === owner &&
        getAddress(log.args.spender) === getAddress(testUniswapV3.swapRouter02),
    ),
    transferredOut: logs.some(
      (log) => log.eventName === 'Transfer' && getAddress(log.args.from) === owner,
    ),
  }
}

smartTest.describe('ERC-4337 (?smartAccounts=4337)', () => {
  smartTest.describe.configure({ timeout: 60_000 })
  /** The smart account and its owner EOA, as the first test read them. */
  let smart: Address
  let owner: Address

  smartTest.beforeEach(async ({ page }) => {
    const [active, other] = await listedAccounts(page, 2)
    // The active one first: the smart account unless a test left the EOA in use.
    const accounts = active?.type === 'smartAccount' ? [active, other] : [other, active]
    smart = accounts[0]?.address as Address
    owner = accounts[1]?.address as Address
  })

  smartTest(
    'email login: the account is the factory’s counterfactual smart account, not deployed; its signature verifies (ERC-6492)',
    async ({ page }) => {
      expect(await listedAccounts(page, 2)).toEqual([
        { type: 'smartAccount', address: smart },
        { type: 'eoa', address: owner },
      ])
      expect(smart).toBe(await counterfactualAddress(owner))
      expect(getAddress(await connectedAddress(page))).toBe(smart)
      await expect(accountButtonOf(page, smart)).toBeVisible()
      expect(await codeAt(smart)).toBe('0x')
      await expect(deployedRow(page)).toHaveText('no')

      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect(dialog(page, 'Approve Transaction')).toBeVisible()
      await expect(secureFrame(page).getByText(MESSAGE)).toBeVisible()
      await approveInWindow(await openApprovalWindow(page))
      const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
      expect(signature.endsWith(ERC6492_SUFFIX)).toBe(true)
      expect(await anvilClient.verifyMessage({ address: smart, message: MESSAGE, signature })).toBe(
        true,
      )
      await expect(page.getByTestId('verification')).toHaveText(
        new RegExp(`^Verified by viem for ${smart}$`, 'i'),
      )
      // Signing deploys nothing.
      expect(await codeAt(smart)).toBe('0x')
    },
  )

  smartTest('Send 0.01 ETH: it lands exactly and deploys the account', async ({ page }) => {
    await setBalance(ANVIL_RPC, smart, parseEther('1'))
    const recipient = freshAddress()
    await sendEther(page, smart, '0.01', recipient)
    await expect.poll(() => getBalance(ANVIL_RPC, recipient)).toBe(parseEther('0.01'))
    expect(await codeAt(smart)).not.toBe('0x')
    await expect(deployedRow(page)).toHaveText('yes')
    await closeAccountView(page)
  })

  smartTest(
    'Switch to EOA and back: SET_PREFERRED_ACCOUNT_TYPE with the type, the account button follows, the choice survives a reload',
    async ({ page }) => {
      const preferred = page.getByText('Preferred EVM account type:')
      await accountButtonOf(page, smart).click()
      const account = dialog(page, 'Account')
      await expect(account.getByText('Account type: Smart account')).toBeVisible()
      await account.getByRole('button', { name: 'Switch to EOA' }).click()
      await expect(account.getByText('Account type: EOA')).toBeVisible()
      await expect(account.getByRole('button', { name: 'Switch to smart account' })).toBeVisible()
      await account.getByRole('button', { name: 'Close' }).click()
      await expect(accountButtonOf(page, owner)).toBeVisible()
      await expect(events(page).getByText('SET_PREFERRED_ACCOUNT_TYPE eoa')).toHaveCount(1)
      await expect(preferred).toHaveText('Preferred EVM account type: eoa')
      expect(await listedAccounts(page, 2)).toEqual([
        { type: 'eoa', address: owner },
        { type: 'smartAccount', address: smart },
      ])

      await page.reload()
      await expect(accountButtonOf(page, owner)).toBeVisible({ timeout: 20_000 })
      await expect(preferred).toHaveText('Preferred EVM account type: eoa')
      expect(getAddress(await connectedAddress(page))).toBe(owner)

      await accountButtonOf(page, owner).click()
      await dialog(page, 'Account').getByRole('button', { name: 'Switch to smart account' }).click()
      await expect(dialog(page, 'Account').getByText('Account type: Smart account')).toBeVisible()
      await dialog(page, 'Account').getByRole('button', { name: 'Close' }).click()
      await expect(accountButtonOf(page, smart)).toBeVisible()
      await expect(events(page).getByText('SET_PREFERRED_ACCOUNT_TYPE smartAccount')).toHaveCount(1)
      await expect(preferred).toHaveText('Preferred EVM account type: smartAccount')
      expect(getAddress(await connectedAddress(page))).toBe(smart)
    },
  )

  smartTest(
    'Swap 15 LTT → ETH: no separate approval, one prompt shows both calls, one transaction approves and swaps',
    async ({ page, context }) => {
      await giveLtt(smart, parseEther('100'))
      const from = await fundAndMark(smart)
      // Latch read the account's token balances before the LTT came: a reload reads them again.
      await page.reload()
      await expect(accountButtonOf(page, smart)).toBeVisible({ timeout: 20_000 })
      const lttBefore = await tokenBalance(testContracts.latchTestToken, smart)
      const approvals = countApprovalWindows(context)
      await swapLttForEther(page, smart, '15', async (approval) => {
        await expect(approval.getByText('Call 1 of 2').first()).toBeVisible()
        await expect(approval.getByText('Call 2 of 2').first()).toBeVisible()
      })
      await expect
        .poll(() => tokenBalance(testContracts.latchTestToken, smart))
        .toBe(lttBefore - parseEther('15'))
      await expect(dialog(page, 'Approve Transaction')).toBeHidden()
      expect(approvals()).toBe(1)
      const transactions = await transactionsSince(from)
      expect(transactions).toHaveLength(1)
      expect(await lttLogsOf(transactions[0] as `0x${string}`, smart)).toEqual({
        status: 'success',
        approvedRouter: true,
        transferredOut: true,
      })
      await closeAccountView(page)
    },
  )

  smartTest(
    '&paymaster=1: a sponsored Send of 0.01 ETH takes exactly 0.01 ETH from the account',
    async ({ page }) => {
      await page.goto('/?smartAccounts=4337&paymaster=1')
      await expect(accountButtonOf(page, smart)).toBeVisible({ timeout: 20_000 })
      await setBalance(ANVIL_RPC, smart, parseEther('1'))
      const recipient = freshAddress()
      await sendEther(page, smart, '0.01', recipient, async (approval) => {
        await expect(approval.getByText('Sponsored').first()).toBeVisible()
      })
      await expect.poll(() => getBalance(ANVIL_RPC, recipient)).toBe(parseEther('0.01'))
      expect(await getBalance(ANVIL_RPC, smart)).toBe(parseEther('0.99'))
      await closeAccountView(page)
    },
  )
})

smartTest.describe('EIP-7702 (?smartAccounts=7702)', () => {
  smartTest.use({ smartQuery: '?smartAccounts=7702' })
  smartTest.describe.configure({ timeout: 60_000 })

  smartTest(
    'the EOA keeps its address; Swap 15 LTT → ETH upgrades it and approves and swaps in one transaction, after one prompt',
    async ({ page, context }) => {
      const [account] = await listedAccounts(page, 1)
      const address = account?.address as Address
      expect(account?.type).toBe('smartAccount')
      expect(getAddress(await connectedAddress(page))).toBe(address)
      expect(await codeAt(address)).toBe('0x')
      await expect(deployedRow(page)).toHaveText('no')

      await giveLtt(address, parseEther('100'))
      const from = await fundAndMark(address)
      const lttBefore = await tokenBalance(testContracts.latchTestToken, address)
      const approvals = countApprovalWindows(context)
      await swapLttForEther(page, address, '15', async (approval) => {
        await expect(
          approval.getByText('Upgrade this account to a smart account').first(),
        ).toBeVisible()
        await expect(approval.getByText('Call 2 of 2').first()).toBeVisible()
      })
      await expect
        .poll(() => tokenBalance(testContracts.latchTestToken, address))
        .toBe(lttBefore - parseEther('15'))
      expect(approvals()).toBe(1)
      expect(await codeAt(address)).toBe(concat(['0xef0100', SIMPLE_7702_ACCOUNT]).toLowerCase())
      const transactions = await transactionsSince(from)
      expect(transactions).toHaveLength(1)
      const hash = transactions[0] as `0x${string}`
      expect((await anvilClient.getTransaction({ hash })).type).toBe('eip7702')
      expect(await lttLogsOf(hash, address)).toEqual({
        status: 'success',
        approvedRouter: true,
        transferredOut: true,
      })
      await expect(deployedRow(page)).toHaveText('yes')
      await closeAccountView(page)
    },
  )
})
