import { requestRpc, SOLANA_LOCAL_RPC_URL, solanaLocal } from '@latch/testing'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { dialog, expect, test } from './fixtures'
import { approveInWindow, freshEmail, logIn, openApprovalWindow } from './secureWindow'

// Issue 32: the embedded wallet's Solana account (its ed25519 key derived in the secure frame from
// the wallet's secret) on Solana Local (127.0.0.1:8899): after an email login, "Solana Local" is a
// plain switch (the wallet is connected in solana too), its address shows with its SOL balance, it
// signs (ed25519) and sends through the frame's approval window, comes back after a reload and
// leaves with Disconnect in both namespaces.

/** Lamports as the account button shows SOL: 3 decimals and the symbol. */
function displayedSol(lamports: bigint): string {
  const milli = (lamports + 500_000n) / 1_000_000n
  const whole = (milli / 1000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole}.${(milli % 1000n).toString().padStart(3, '0')} SOL`
}

async function lamportsOf(address: string): Promise<bigint> {
  const { value } = await requestRpc<{ value: number }>(SOLANA_LOCAL_RPC_URL, 'getBalance', [
    address,
  ])
  return BigInt(value)
}

/** A new Solana address (an ed25519 public key) nobody holds anything at. */
const freshSolanaAddress = () =>
  base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

/** The page button of the Solana account `address` (its truncated address). */
const solanaButton = (page: Page, address: string) =>
  page.getByRole('button', {
    name: new RegExp(`${address.slice(0, 6)}…${address.slice(-4)}`),
  })

/** The embedded wallet's Solana address, from the demo's state panel (CAIP-10 on Solana Local). */
async function embeddedSolanaAddress(page: Page): Promise<string> {
  const caip = page.getByTestId('solana-caip-address')
  await expect(caip).toHaveText(
    new RegExp(`^solana:${solanaLocal.id}:[1-9A-HJ-NP-Za-km-z]{32,44}$`),
  )
  return ((await caip.textContent()) ?? '').split(':')[2] as string
}

test('the embedded wallet on Solana Local: plain switch, balance, ed25519 signature, a 0.5 SOL send, restore and disconnect', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await logIn(page, freshEmail('solana'))
  // The login connected both namespaces through the embedded wallet; eip155 stays active.
  await expect(page.getByTestId('eip155-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('state-active-namespace')).toHaveText('eip155')
  const address = await embeddedSolanaAddress(page)
  await requestRpc(SOLANA_LOCAL_RPC_URL, 'requestAirdrop', [address, 2_000_000_000])
  await expect.poll(() => lamportsOf(address)).toBe(2_000_000_000n)

  // "Solana Local" from the network list: connected in solana already, so no "Switch Chain".
  await page.getByRole('button', { name: 'Anvil', exact: true }).click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Solana Local' }).click()
  await expect(page.getByTestId('state-active-namespace')).toHaveText('solana')
  await expect(dialog(page, 'Switch Chain')).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(solanaButton(page, address)).toContainText(displayedSol(2_000_000_000n))

  // The demo's "Sign message": approved in the frame's window, verified with ed25519.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  await approveInWindow(await openApprovalWindow(page))
  await expect(page.getByTestId('verification')).toHaveText(`Verified by ed25519 for ${address}`)
  const signature = (await page.getByTestId('signature').textContent()) ?? ''
  const message = await page.getByRole('textbox', { name: 'Message' }).inputValue()
  expect(
    ed25519.verify(
      base58.decode(signature),
      new TextEncoder().encode(message),
      base58.decode(address),
    ),
  ).toBe(true)

  // Send 0.5 SOL from the Account view; Approve Transaction in the frame's window.
  const recipient = freshSolanaAddress()
  await solanaButton(page, address).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('button', { name: 'Select token' }).click()
  await send.getByRole('button', { name: /^SOL, / }).click()
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.5')
  await send.getByRole('textbox', { name: 'Recipient address' }).fill(recipient)
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.getByRole('list', { name: 'Balance changes' })).toHaveText('\u22120.5 SOL')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  await approveInWindow(await openApprovalWindow(page))
  await expect.poll(() => lamportsOf(recipient), { timeout: 30_000 }).toBe(500_000_000n)
  const left = await lamportsOf(address)
  expect(left).toBeLessThan(1_500_000_000n) // 0.5 SOL and the fee
  expect(left).toBeGreaterThan(1_499_000_000n)

  // A reload restores the Solana connection, still active.
  await page.reload()
  await expect(page.getByTestId('solana-status')).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('eip155-status')).toHaveText('connected')
  await expect(page.getByTestId('state-active-namespace')).toHaveText('solana')
  expect(await embeddedSolanaAddress(page)).toBe(address)

  // Disconnect leaves both namespaces.
  await solanaButton(page, address).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await expect(page.getByTestId('eip155-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
