import { requestRpc, SOLANA_LOCAL_RPC_URL, testContracts } from '@latch/testing'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import {
  ACCOUNT,
  ANVIL_RPC,
  accountButton,
  connectDevSolanaWallet,
  connectDevWallet,
  dialog,
  displayedEther,
  expect,
  getBalance,
  setNextApproval,
  test,
  tokenBalance,
} from './fixtures'

// Issue 14: Send from the Account view, checked on chain, with the eth_simulateV1 preview.

/** A new address nobody holds anything at. */
const freshAddress = () => privateKeyToAddress(generatePrivateKey())

/** Connects, opens Account, then Send; returns the Send dialog. */
async function openSend(page: Page) {
  await page.goto('/')
  await connectDevWallet(page)
  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  return dialog(page, 'Send')
}

/** Fills the Send form: the token whose option starts with `symbol`, the amount, the recipient. */
async function fill(page: Page, symbol: string, amount: string, recipient: string) {
  const send = dialog(page, 'Send')
  await send.getByRole('button', { name: 'Select token' }).click()
  await send.getByRole('button', { name: new RegExp(`^${symbol}, `) }).click()
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await send.getByRole('textbox', { name: 'Recipient address' }).fill(recipient)
  await send.getByRole('button', { name: 'Review' }).click()
  return send
}

test('Send 0.5 ETH on Anvil: the preview shows −0.5 ETH and the fee, the recipient gets exactly 0.5 ETH, the balance refreshes', async ({
  page,
}) => {
  const recipient = freshAddress()
  const send = await openSend(page)
  await fill(page, 'ETH', '0.5', recipient)
  await expect(send.getByRole('list', { name: 'Balance changes' })).toHaveText('\u22120.5 ETH')
  await expect(send.getByText('Network fee')).toBeVisible()
  await expect(send.getByText(/^0\.0000\d+ ETH$|^<0\.00000001 ETH$/)).toBeVisible()
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => getBalance(ANVIL_RPC, recipient)).toBe(parseEther('0.5'))
  await expect(page.getByRole('status').filter({ hasText: 'Sent 0.5 ETH' })).toBeVisible()
  const balance = await getBalance(ANVIL_RPC, ACCOUNT)
  await expect(accountButton(page)).toContainText(displayedEther(balance))
})

test('Send 12.5 LTT and 3 units of the USDT-style token: balances change by exactly those amounts', async ({
  page,
}) => {
  const recipient = freshAddress()
  const lttBefore = await tokenBalance(testContracts.latchTestToken, ACCOUNT)
  const send = await openSend(page)
  await fill(page, 'LTT', '12.5', recipient)
  await expect(send.getByRole('list', { name: 'Balance changes' })).toHaveText('\u221212.5 LTT')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect
    .poll(() => tokenBalance(testContracts.latchTestToken, recipient))
    .toBe(parseUnits('12.5', 18))
  expect(await tokenBalance(testContracts.latchTestToken, ACCOUNT)).toBe(
    lttBefore - parseUnits('12.5', 18),
  )

  await expect(dialog(page, 'Account')).toBeVisible()
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  await fill(page, 'LUSD', '3', recipient)
  await expect(send.getByRole('list', { name: 'Balance changes' })).toHaveText('\u22123 LUSD')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect
    .poll(() => tokenBalance(testContracts.latchTestUsd, recipient))
    .toBe(parseUnits('3', 6))
})

test("bad input: spec §5's messages, an invalid address, more than the balance, a wallet rejection — nothing sent, the form kept", async ({
  page,
}) => {
  const recipient = freshAddress()
  const send = await openSend(page)
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.getByRole('alert')).toHaveText('An amount and receiver address are required')

  await send.getByRole('textbox', { name: 'Amount' }).fill('1')
  await send.getByRole('textbox', { name: 'Recipient address' }).fill(recipient)
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.getByRole('alert')).toHaveText('A token is required')

  await fill(page, 'ETH', '1', '0x1234')
  await expect(send.getByRole('alert')).toHaveText('Invalid address')

  await fill(page, 'ETH', '100000000', recipient)
  await expect(send.getByRole('alert')).toHaveText('Insufficient balance')

  await setNextApproval(page, 'Reject (EIP-1193 4001)')
  await fill(page, 'ETH', '0.25', recipient)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  // The form's message and spec §8's toast say it.
  await expect(send.getByRole('alert').filter({ hasText: 'Signature declined' })).toHaveCount(2)
  await send.getByRole('button', { name: 'Edit' }).click()
  await expect(send.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.25')
  await expect(send.getByRole('textbox', { name: 'Recipient address' })).toHaveValue(recipient)
  expect(await getBalance(ANVIL_RPC, recipient)).toBe(0n)
})

test('Max leaves the network fee: the amount is the balance less under 0.01 ETH', async ({
  page,
}) => {
  const send = await openSend(page)
  await send.getByRole('button', { name: 'Select token' }).click()
  await send.getByRole('button', { name: /^ETH, / }).click()
  await send.getByRole('button', { name: 'Max' }).click()
  const balance = await getBalance(ANVIL_RPC, ACCOUNT)
  await expect
    .poll(async () => {
      const text = await send.getByRole('textbox', { name: 'Amount' }).inputValue()
      return text ? parseEther(text) : 0n
    })
    .toBeGreaterThan(balance - parseEther('0.01'))
  const max = parseEther(await send.getByRole('textbox', { name: 'Amount' }).inputValue())
  expect(max).toBeLessThan(balance)
})

/** A new Solana address (an ed25519 public key) nobody holds anything at. */
const freshSolanaAddress = () =>
  base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

/** Connects the Solana dev wallet on "Solana Local" and opens Send from its Account view. */
async function openSolanaSend(page: Page) {
  await page.goto('/')
  await (await connectDevSolanaWallet(page)).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  return dialog(page, 'Send')
}

test('Solana: send 1.5 SOL and 2.5 of an SPL token to a fresh address; the preview shows the changes', async ({
  page,
}) => {
  const recipient = freshSolanaAddress()
  const send = await openSolanaSend(page)
  await fill(page, 'SOL', '1.5', recipient)
  await expect(send.getByRole('list', { name: 'Balance changes' })).toHaveText('\u22121.5 SOL')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect
    .poll(async () => {
      const { value } = await requestRpc<{ value: number }>(SOLANA_LOCAL_RPC_URL, 'getBalance', [
        recipient,
      ])
      return value
    })
    .toBe(1_500_000_000)

  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  // The demo's SPL token: 6 decimals, named by its mint (no metadata on chain).
  await send.getByRole('button', { name: 'Select token' }).click()
  await send.getByRole('button', { name: /^\w{4}, Token / }).click()
  await send.getByRole('textbox', { name: 'Amount' }).fill('2.5')
  await send.getByRole('textbox', { name: 'Recipient address' }).fill(recipient)
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.getByRole('list', { name: 'Balance changes' })).toContainText(
    /\u22122\.5 \w{4}/,
  )
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect
    .poll(async () => {
      const { value } = await requestRpc<{
        value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
      }>(SOLANA_LOCAL_RPC_URL, 'getTokenAccountsByOwner', [
        recipient,
        { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
        { encoding: 'jsonParsed' },
      ])
      return value[0]?.account.data.parsed.info.tokenAmount.amount
    })
    .toBe('2500000')
})
