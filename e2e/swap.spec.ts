import { requestRpc, testContracts, testUniswapV3 } from '@latch/testing'
import {
  deployTestContracts,
  deployUniswapV3,
  startAnvil,
  startBlockchainApi,
} from '@latch/testing-node'
import type { Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseEther, parseUnits } from 'viem'
import {
  ACCOUNT,
  ANVIL_RPC,
  accountButton,
  connectDevWallet,
  dialog,
  expect,
  getBalance,
  test,
  tokenBalance,
} from './fixtures'

// Issue 14: Swap through the on-chain source (Uniswap V3 QuoterV2 + SwapRouter02 on the local
// chain, no cloud), amounts checked on chain.

async function allowance(owner: Address, spender: Address): Promise<bigint> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })
  const to = testContracts.latchTestToken
  return BigInt(await requestRpc<Hex>(ANVIL_RPC, 'eth_call', [{ to, data }, 'latest']))
}

/** Sets the account's LTT allowance for the router (from the account itself: anvil unlocks it). */
async function setAllowance(value: bigint) {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [testUniswapV3.swapRouter02, value],
  })
  const hash = await requestRpc<Hex>(ANVIL_RPC, 'eth_sendTransaction', [
    { from: ACCOUNT, to: testContracts.latchTestToken, data },
  ])
  await expect.poll(() => requestRpc(ANVIL_RPC, 'eth_getTransactionReceipt', [hash])).not.toBeNull()
}

async function openSwap(page: Page) {
  await page.goto('/')
  await connectDevWallet(page)
  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  return dialog(page, 'Swap')
}

async function pick(page: Page, which: 'Sell token' | 'Buy token', symbol: string) {
  const swap = dialog(page, 'Swap')
  await swap.getByRole('button', { name: which }).click()
  await swap
    .getByRole('list', { name: which })
    .getByRole('button', { name: new RegExp(`^${symbol}, `) })
    .click()
}

/** The "Minimum received" value the form shows, in the buy token's smallest unit. */
async function minimumReceived(page: Page, decimals: number): Promise<bigint> {
  const value = dialog(page, 'Swap').locator('dt:text-is("Minimum received") + dd')
  await expect(value).toHaveText(/^[\d,.]+ /)
  const text = (await value.textContent()) ?? ''
  return parseUnits(text.split(' ')[0]?.replaceAll(',', '') ?? '0', decimals)
}

test('Swap 0.1 ETH → LTT on chain: the LTT balance grows by at least the quoted minimum, the preview showed both changes', async ({
  page,
}) => {
  const before = await tokenBalance(testContracts.latchTestToken, ACCOUNT)
  const swap = await openSwap(page)
  await pick(page, 'Sell token', 'ETH')
  await pick(page, 'Buy token', 'LTT')
  await swap.getByRole('textbox', { name: 'Sell amount' }).fill('0.1')
  const minimum = await minimumReceived(page, 18)
  // 1 ETH = 1,500 LTT in the seeded pool, less the 0.3 % fee and 1 % slippage.
  expect(minimum).toBeGreaterThan(parseEther('145'))
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const changes = swap.getByRole('list', { name: 'Balance changes' })
  await expect(changes).toContainText('\u22120.1 ETH')
  await expect(changes).toContainText(/\+149\.\d+ LTT/)
  await swap.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect
    .poll(() => tokenBalance(testContracts.latchTestToken, ACCOUNT))
    .toBeGreaterThanOrEqual(before + minimum - 1_000_000_000_000n)
  await expect(dialog(page, 'Account')).toBeVisible()
})

test('Swap LTT → ETH asks for approval first, then swaps', async ({ page }) => {
  await setAllowance(0n)
  const ethBefore = await getBalance(ANVIL_RPC, ACCOUNT)
  const lttBefore = await tokenBalance(testContracts.latchTestToken, ACCOUNT)
  const swap = await openSwap(page)
  await pick(page, 'Sell token', 'LTT')
  await pick(page, 'Buy token', 'ETH')
  await swap.getByRole('textbox', { name: 'Sell amount' }).fill('15')
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeDisabled()
  await swap.getByRole('button', { name: 'Approve LTT' }).click()
  await expect
    .poll(() => allowance(ACCOUNT, testUniswapV3.swapRouter02))
    .toBeGreaterThanOrEqual(parseEther('15'))
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  await swap.getByRole('button', { name: 'Review swap' }).click()
  await expect(swap.getByRole('list', { name: 'Balance changes' })).toContainText('\u221215 LTT')
  await swap.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect
    .poll(() => tokenBalance(testContracts.latchTestToken, ACCOUNT))
    .toBe(lttBefore - parseEther('15'))
  // About 0.00997 ETH back, less two transactions' fees.
  expect(await getBalance(ANVIL_RPC, ACCOUNT)).toBeGreaterThan(ethBefore + parseEther('0.009'))
})

// Issue 26 item 4: Swap through the Blockchain API's convert endpoints (its fixture over a local
// chain with a spec §9 swap network's id, 8453) checks what the API built: a swap that pays the
// bought token elsewhere, or calls another contract than the quote's, leaves "Swap" off with a
// message, and nothing leaves the account.
test.describe('through the Blockchain API (Anvil 8453)', () => {
  const SWAP_API_RPC = 'http://127.0.0.1:8548'
  const SWAP_API = 'http://127.0.0.1:8792'
  const HOSTILE = '0x000000000000000000000000000000000000dEaD'
  const BLOCKED =
    'This swap is blocked: its transaction could not be confirmed to pay you at least the minimum received and to take only the amount sold.'
  const services: { stop(): Promise<void> }[] = []
  test.describe.configure({ timeout: 120_000 })

  test.beforeAll(async () => {
    const chain = await startAnvil({ port: 8548, chainId: 8453 })
    services.push(chain)
    await deployTestContracts({ rpcUrl: chain.url })
    await deployUniswapV3({ rpcUrl: chain.url })
    const api = await startBlockchainApi({
      port: 8792,
      chains: [
        { caipNetworkId: 'eip155:8453', rpcUrl: chain.url, uniswapV3: testUniswapV3 },
        { caipNetworkId: 'eip155:31337', rpcUrl: ANVIL_RPC },
      ],
    })
    services.unshift(api)
  })

  test.afterAll(async () => {
    for (const service of services.splice(0)) await service.stop()
  })

  test.afterEach(async () => {
    await fetch(`${SWAP_API}/__reset`, { method: 'POST' })
  })

  /** Makes the fixture's build-transaction lie (`null`: honest). */
  const hostile = (swap: 'recipient' | 'contract') =>
    fetch(`${SWAP_API}/__hostile`, { method: 'POST', body: JSON.stringify({ swap }) })

  /** An account's LTT balance on Anvil 8453. */
  async function lttOn8453(owner: Address): Promise<bigint> {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    const to = testContracts.latchTestToken
    return BigInt(await requestRpc<Hex>(SWAP_API_RPC, 'eth_call', [{ to, data }, 'latest']))
  }

  /** Connects, switches to Anvil 8453, opens Swap and asks the review of 0.1 ETH → LTT. */
  async function reviewOnApi(page: Page) {
    await page.goto('/?swapApi=1')
    await connectDevWallet(page)
    await accountButton(page).click()
    await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
    await dialog(page, 'Networks').getByRole('button', { name: 'Anvil 8453', exact: true }).click()
    const account = dialog(page, 'Account')
    await expect(account.getByRole('button', { name: 'Anvil 8453', exact: true })).toBeVisible()
    await account.getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = dialog(page, 'Swap')
    await pick(page, 'Sell token', 'ETH')
    await pick(page, 'Buy token', 'LTT')
    await swap.getByRole('textbox', { name: 'Sell amount' }).fill('0.1')
    return swap
  }

  test('an honest API: the swap passes the check and the LTT arrives', async ({ page }) => {
    const before = await lttOn8453(ACCOUNT)
    const swap = await reviewOnApi(page)
    const minimum = await minimumReceived(page, 18)
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await expect(swap.getByRole('list', { name: 'Balance changes' })).toContainText(
      /\+\d+\.\d+ LTT/,
    )
    await swap.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.poll(() => lttOn8453(ACCOUNT)).toBeGreaterThanOrEqual(before + minimum)
  })

  for (const [mode, what] of [
    ['recipient', 'pays the LTT to someone else'],
    ['contract', 'calls another contract than the one its quote named'],
  ] as const) {
    test(`a hostile API whose swap ${what}: "Swap" stays off with the message, nothing leaves`, async ({
      page,
    }) => {
      await hostile(mode)
      const eth = await getBalance(SWAP_API_RPC, ACCOUNT)
      const ltt = await lttOn8453(HOSTILE)
      const swap = await reviewOnApi(page)
      await expect(swap.getByRole('alert')).toHaveText(BLOCKED)
      await swap.getByRole('button', { name: 'Review swap' }).click()
      await expect(swap.getByRole('alert')).toHaveText(BLOCKED)
      await expect(swap.getByRole('button', { name: 'Swap', exact: true })).toBeDisabled()
      await swap.getByRole('button', { name: 'Swap', exact: true }).click({ force: true })
      await page.waitForTimeout(500)
      expect(await getBalance(SWAP_API_RPC, ACCOUNT)).toBe(eth)
      expect(await lttOn8453(HOSTILE)).toBe(ltt)
    })
  }
})
