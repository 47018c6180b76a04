import { createSolanaVerifier } from '@latch/siwx'
import {
  devBitcoinWalletAddresses,
  devSolanaWalletAddress,
  requestRpc,
  SOLANA_LOCAL_RPC_URL,
} from '@latch/testing'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { ACCOUNT, accountButton, connectDevWallet, dialog, expect, test } from './fixtures'

const SOL_ADDRESS = devSolanaWalletAddress
const solanaButton = (page: Page) =>
  page.getByRole('button', {
    name: new RegExp(`${SOL_ADDRESS.slice(0, 6)}…${SOL_ADDRESS.slice(-4)}`),
  })

/** Lamports as the account button shows SOL: 3 decimals and the symbol. */
function displayedSol(lamports: bigint): string {
  const milli = (lamports + 500_000n) / 1_000_000n
  const whole = (milli / 1000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole}.${(milli % 1000n).toString().padStart(3, '0')} SOL`
}

async function solanaBalance(address: string): Promise<bigint> {
  const { value } = (await requestRpc(SOLANA_LOCAL_RPC_URL, 'getBalance', [address])) as {
    value: number
  }
  return BigInt(value)
}

/** Picks a network in the Networks view while nothing in its namespace is connected. */
async function chooseNetwork(page: Page, name: string) {
  await page
    .getByRole('button', { name: /^(Anvil|Ethereum|Solana|Bitcoin)/ })
    .first()
    .click()
  await dialog(page, 'Networks').getByRole('button', { name, exact: true }).click()
}

async function connectFromList(page: Page, wallet: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: new RegExp(`^${wallet}`) })
    .click()
}

test('the Solana dev wallet connects, shows its base58 address and SOL balance, and signs (ed25519)', async ({
  page,
}) => {
  // A known amount lands on the account first: the button must show what the RPC holds.
  await requestRpc(SOLANA_LOCAL_RPC_URL, 'requestAirdrop', [SOL_ADDRESS, 1_234_000_000])
  await page.goto('/')
  await chooseNetwork(page, 'Solana Local')
  await connectFromList(page, 'Latch Dev Solana Wallet')
  const lamports = await solanaBalance(SOL_ADDRESS)
  await expect(solanaButton(page)).toContainText(displayedSol(lamports))
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('verification')).toHaveText(
    `Verified by ed25519 for ${SOL_ADDRESS}`,
  )
  const signature = (await page.getByTestId('signature').textContent()) ?? ''
  const message = await page.getByRole('textbox', { name: 'Message' }).inputValue()
  expect(
    ed25519.verify(
      base58.decode(signature),
      new TextEncoder().encode(message),
      base58.decode(SOL_ADDRESS),
    ),
  ).toBe(true)
})

test('from Anvil, "Solana Local" opens Switch Chain, connects a Solana wallet, and Anvil comes back without a prompt', async ({
  page,
}) => {
  await page.goto('/')
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Anvil', exact: true }).click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Solana Local' }).click()
  const switchChain = dialog(page, 'Switch Chain')
  await expect(switchChain).toBeVisible()
  await switchChain.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /^Latch Dev Solana Wallet/ })).toBeVisible()
  // Narrowed to Solana: the EVM dev wallet is not offered.
  await expect(connect.getByRole('button', { name: /^Latch Dev Wallet/ })).toHaveCount(0)
  await connect.getByRole('button', { name: /^Latch Dev Solana Wallet/ }).click()
  await expect(solanaButton(page)).toBeVisible()
  await expect(page.getByTestId('eip155-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('state-active-namespace')).toHaveText('solana')
  await page.getByRole('button', { name: 'Solana Local', exact: true }).click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Anvil', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('state-active-namespace')).toHaveText('eip155')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
})

test('a wallet in both namespaces is one row, and choosing it connects both', async ({ page }) => {
  await page.goto('/?dual=1')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /^Latch Dev Wallet/ })).toHaveCount(1)
  await expect(connect.getByRole('button', { name: /^Latch Dev Solana Wallet/ })).toHaveCount(0)
  await connect.getByRole('button', { name: /^Latch Dev Wallet/ }).click()
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('eip155-caip-address')).toHaveText(`eip155:31337:${ACCOUNT}`)
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-caip-address')).toContainText(SOL_ADDRESS)
})

test('the Bitcoin dev wallet connects a payment account on Bitcoin Testnet and signs (BIP-322)', async ({
  page,
}) => {
  const payment = devBitcoinWalletAddresses.testnet.payment
  await page.goto('/')
  await chooseNetwork(page, 'Bitcoin Testnet')
  await connectFromList(page, 'Latch Dev Bitcoin Wallet')
  await expect(page.getByRole('button', { name: /tb1q9v…d45v/ })).toBeVisible()
  await expect(page.getByTestId('bip122-caip-address')).toHaveText(
    `bip122:000000000933ea01ad0ee984209779ba:${payment}`,
  )
  await expect(page.getByTestId('bip122-accounts')).toContainText(`payment ${payment}`)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('verification')).toHaveText(`Verified by BIP-322 for ${payment}`)
})

test('required sign-in with the Solana wallet stores a CAIP-122 session that ed25519 verifies; a tampered one is refused', async ({
  page,
}) => {
  await page.goto('/?siwx=required')
  await chooseNetwork(page, 'Solana Local')
  await connectFromList(page, 'Latch Dev Solana Wallet')
  const signIn = dialog(page, 'Sign In')
  await expect(signIn).toBeVisible()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByTestId('sign-in-status')).toHaveText('Signed in')
  await expect(page.getByRole('list', { name: 'Sessions' })).toContainText('solana:')
  const stored = await page.evaluate(() => localStorage.getItem('@latch/siwx_sessions'))
  const [session] = JSON.parse(stored ?? '[]')
  expect(session.message).toContain('wants you to sign in with your Solana account:')
  expect(session.data.accountAddress).toBe(SOL_ADDRESS)
  const verifier = createSolanaVerifier()
  expect(await verifier.verify(session)).toBe(true)
  const tampered = { ...session, message: session.message.replace('Nonce:', 'Nonce: 0') }
  expect(await verifier.verify(tampered)).toBe(false)
  const bytes = base58.decode(session.signature)
  bytes[0] = (bytes[0] ?? 0) ^ 1
  expect(await verifier.verify({ ...session, signature: base58.encode(bytes) })).toBe(false)
  expect(
    await verifier.verify({ ...session, data: { ...session.data, accountAddress: ACCOUNT } }),
  ).toBe(false)
})

test('disconnecting Solana leaves EVM connected; a full disconnect clears both', async ({
  page,
}) => {
  await page.goto('/?dual=1')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Disconnect Solana' }).click()
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await expect(page.getByTestId('eip155-status')).toHaveText('connected')
  await expect(accountButton(page)).toBeVisible()
  // Both again, then everything off from the Account view.
  await page.getByRole('button', { name: 'Disconnect EVM' }).click()
  await expect(page.getByTestId('eip155-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('eip155-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
