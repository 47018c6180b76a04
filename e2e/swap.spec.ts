import { requestRpc, testContracts, testUniswapV3 } from '@latch/testing'
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
