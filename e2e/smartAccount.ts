import { requestRpc, testContracts } from '@latch/testing'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import {
  type Address,
  concat,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { entryPoint08Abi, toSoladySmartAccount } from 'viem/account-abstraction'
import {
  ENTRY_POINT_08,
  LATCH_ACCOUNT_FACTORY,
} from '../packages/auth-frame/src/smartAccount/contracts.ts'
import { ACCOUNT, ANVIL_RPC, dialog, expect, setBalance } from './fixtures'
import { approveInWindow, openApprovalWindow } from './secureWindow'

// Issue 31: what e2e/smart-account.spec.ts reads from the chain and the demo, and the flows it
// repeats (Send from the Account view, approvals counted).

/** A viem client on the first anvil chain (31337), where the demo's bundler runs. */
export const anvilClient = createPublicClient({ transport: http(ANVIL_RPC) })

/** One of the eip155 accounts the demo's "Accounts" row lists: its type and address. */
export type ListedAccount = { type: string; address: Address }

/**
 * The eip155 accounts the demo shows (`allAccounts`, the active one first), once there are
 * `count` of them.
 */
export async function listedAccounts(page: Page, count: number): Promise<ListedAccount[]> {
  const row = page.getByTestId('eip155-accounts')
  const one = '\\w+ 0x[0-9a-fA-F]{40}'
  await expect(row).toHaveText(new RegExp(`^${Array(count).fill(one).join(', ')}$`))
  return ((await row.textContent()) ?? '').split(', ').map((entry) => {
    const [type = '', address = ''] = entry.split(' ')
    return { type, address: getAddress(address) }
  })
}

/** The page button of the account at `address` (its name holds the truncated address). */
export function accountButtonOf(page: Page, address: Address): Locator {
  return page.getByRole('button', {
    name: new RegExp(`${address.slice(0, 6)}…${address.slice(-4)}`, 'i'),
  })
}

/**
 * The counterfactual address of `owner`'s Latch smart account, as the factory computes it (viem's
 * Solady account on the frame's factory, salt = owner ‖ 12 zero bytes).
 */
export async function counterfactualAddress(owner: Address): Promise<Address> {
  const account = await toSoladySmartAccount({
    client: anvilClient,
    owner,
    factoryAddress: LATCH_ACCOUNT_FACTORY,
    entryPoint: { abi: entryPoint08Abi, address: ENTRY_POINT_08, version: '0.8' },
    salt: concat([owner, '0x000000000000000000000000']),
  })
  return account.address
}

/** The code at `address` on anvil 31337 (`0x` when none). */
export async function codeAt(address: Address): Promise<Hex> {
  return (await anvilClient.getCode({ address })) ?? '0x'
}

/** Sends `amount` LTT (wei units) to `to` from anvil's first account (unlocked), mined. */
export async function giveLtt(to: Address, amount: bigint) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const hash = await requestRpc<Hex>(ANVIL_RPC, 'eth_sendTransaction', [
    { from: ACCOUNT, to: testContracts.latchTestToken, data },
  ])
  await anvilClient.waitForTransactionReceipt({ hash, pollingInterval: 100 })
}

/** Gives `address` 1 ETH (anvil_setBalance) and returns the block number to count from. */
export async function fundAndMark(address: Address): Promise<bigint> {
  await setBalance(ANVIL_RPC, address, parseEther('1'))
  return anvilClient.getBlockNumber({ cacheTime: 0 })
}

/** The hashes of the transactions mined after block `after` (anvil mines one per block). */
export async function transactionsSince(after: bigint): Promise<Hex[]> {
  const latest = await anvilClient.getBlockNumber({ cacheTime: 0 })
  const hashes: Hex[] = []
  for (let number = after + 1n; number <= latest; number++) {
    const block = await anvilClient.getBlock({ blockNumber: number })
    hashes.push(...block.transactions)
  }
  return hashes
}

/**
 * Counts the pages opened in `context` from now on: the approval windows the secure frame opens,
 * one per approval prompt the user answers (the tests open no other page).
 */
export function countApprovalWindows(context: BrowserContext): () => number {
  let count = 0
  context.on('page', () => {
    count++
  })
  return () => count
}

/**
 * Approves in the approval window as a user who read it all: once the preview is there (no
 * "Simulating…"), scrolled to the end (a batch is taller than the 440×680 window, and the
 * clickjacking guard enables Approve only once the request's end is on screen).
 */
export async function approveAfterReading(approval: Page) {
  await expect(approval.getByText(/^Network fee/).first()).toBeVisible()
  await expect(approval.getByText('Simulating…')).toHaveCount(0)
  // Approve enables only once the end of the request is on screen, above the sticky buttons.
  await approval.mouse.wheel(0, 5_000)
  await approveInWindow(approval)
}

/**
 * Waits for Latch to be back on the Account view after a send, and closes it: the next test starts
 * with the modal closed.
 */
export async function closeAccountView(page: Page) {
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * Sends `amount` ETH to `recipient` from the Account view's Send: Review, Send, then Approve
 * Transaction's approval window, where `inWindow` may look first; Approve there.
 */
export async function sendEther(
  page: Page,
  account: Address,
  amount: string,
  recipient: Address,
  inWindow: (approval: Page) => Promise<void> = async () => {},
) {
  await accountButtonOf(page, account).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog(page, 'Send')
  await form.getByRole('button', { name: 'Select token' }).click()
  await form.getByRole('button', { name: /^ETH, / }).click()
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'Recipient address' }).fill(recipient)
  await form.getByRole('button', { name: 'Review' }).click()
  await expect(form.getByRole('list', { name: 'Balance changes' })).toHaveText(
    `\u2212${amount} ETH`,
  )
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  const approval = await openApprovalWindow(page)
  await inWindow(approval)
  await approveAfterReading(approval)
}

/**
 * Swaps `amount` LTT for ETH from the Account view's Swap, where an atomic-batching wallet sees no
 * "Approve LTT" step: Review swap, Swap, then one Approve Transaction, whose approval window
 * `inWindow` may look at first; Approve there.
 */
export async function swapLttForEther(
  page: Page,
  account: Address,
  amount: string,
  inWindow: (approval: Page) => Promise<void> = async () => {},
) {
  await accountButtonOf(page, account).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = dialog(page, 'Swap')
  for (const [which, symbol] of [
    ['Sell token', 'LTT'],
    ['Buy token', 'ETH'],
  ] as const) {
    await swap.getByRole('button', { name: which }).click()
    await swap
      .getByRole('list', { name: which })
      .getByRole('button', { name: new RegExp(`^${symbol}, `) })
      .click()
  }
  await swap.getByRole('textbox', { name: 'Sell amount' }).fill(amount)
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  await expect(swap.getByRole('button', { name: 'Approve LTT' })).toHaveCount(0)
  await swap.getByRole('button', { name: 'Review swap' }).click()
  await expect(swap.getByRole('list', { name: 'Balance changes' })).toContainText(
    `\u2212${amount} LTT`,
  )
  await swap.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  const approval = await openApprovalWindow(page)
  await inWindow(approval)
  await approveAfterReading(approval)
}
