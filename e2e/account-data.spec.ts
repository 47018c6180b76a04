import {
  devSolanaWalletAddress,
  requestRpc,
  SOLANA_LOCAL_RPC_URL,
  testContracts,
} from '@latch/testing'
import type { Page } from '@playwright/test'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  parseEther,
} from 'viem'
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
  test,
  testAllowing503,
  tokenBalance,
} from './fixtures'

// Issue 13: the Account view's Tokens, NFTs and Activity tabs, from the networks' own RPC (no
// project id) and from the local Blockchain API fixture (`?api=1`, spec §7 over the same chains).

const API_URL = 'http://127.0.0.1:8790'
/** Anvil's account #1: it alone holds Latch Extra Token at start (DESIGN.md §5 test contracts). */
const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Formats a token amount in smallest units as the Tokens tab shows it: 3 decimals, separators. */
function displayed(value: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const milli =
    BigInt(whole) * 1000n +
    BigInt(`${fraction}000`.slice(0, 3)) +
    (Number(fraction[3] ?? '0') >= 5 ? 1n : 0n)
  const integer = (milli / 1000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${integer}.${(milli % 1000n).toString().padStart(3, '0')}`
}

/** Sends a transaction from an anvil dev account (unlocked) and waits for it to be mined. */
async function send(from: Address, to: Address, value: bigint, data?: Hex): Promise<Hex> {
  const hash = await requestRpc<Hex>(ANVIL_RPC, 'eth_sendTransaction', [
    { from, to, value: `0x${value.toString(16)}`, data },
  ])
  await expect.poll(() => requestRpc(ANVIL_RPC, 'eth_getTransactionReceipt', [hash])).not.toBeNull()
  return hash
}

async function openAccountTab(page: Page, tab: 'Tokens' | 'NFTs' | 'Activity') {
  const account = dialog(page, 'Account')
  if (!(await account.isVisible())) await accountButton(page).click()
  await account.getByRole('tab', { name: tab }).click()
  return account.getByRole('tabpanel', { name: tab })
}

async function apiRequests(
  path: string,
): Promise<{ path: string; query: Record<string, string> }[]> {
  const response = await fetch(`${API_URL}/__requests`)
  const { requests } = (await response.json()) as {
    requests: { method: string; path: string; query: Record<string, string> }[]
  }
  return requests.filter((request) => request.method === 'GET' && request.path.includes(path))
}

test('no project id: the Tokens tab lists ETH, Latch Test Token and the USDT-style token from the chain, and a token sent to the account shows after a reload', async ({
  page,
}) => {
  await page.goto('/')
  await connectDevWallet(page)
  const tokens = await openAccountTab(page, 'Tokens')
  const wei = await getBalance(ANVIL_RPC, ACCOUNT)
  const ltt = await tokenBalance(testContracts.latchTestToken, ACCOUNT)
  const lusd = await tokenBalance(testContracts.latchTestUsd, ACCOUNT)
  await expect(
    tokens.getByRole('listitem', { name: `Ether, ${displayedEther(wei)}` }),
  ).toBeVisible()
  await expect(
    tokens.getByRole('listitem', { name: `Latch Test Token, ${displayed(ltt, 18)} LTT` }),
  ).toBeVisible()
  await expect(
    tokens.getByRole('listitem', { name: `Latch Test USD, ${displayed(lusd, 6)} LUSD` }),
  ).toBeVisible()

  // Another account sends Latch Extra Token: the account never held it, nothing lists it but its
  // Transfer logs.
  const before = await tokenBalance(testContracts.latchExtraToken, ACCOUNT)
  const amount = parseEther('7.25')
  await send(
    OTHER_ACCOUNT,
    testContracts.latchExtraToken,
    0n,
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ACCOUNT, amount] }),
  )
  await page.reload()
  const refreshed = await openAccountTab(page, 'Tokens')
  await expect(
    refreshed.getByRole('listitem', {
      name: `Latch Extra Token, ${displayed(before + amount, 18)} LXT`,
    }),
  ).toBeVisible()
})

test('no project id: the NFTs tab shows the minted NFT with its on-chain image', async ({
  page,
}) => {
  await page.goto('/')
  await connectDevWallet(page)
  const nfts = await openAccountTab(page, 'NFTs')
  const item = nfts.getByRole('listitem', { name: 'Latch Test NFT #1' })
  await expect(item).toBeVisible()
  const image = item.getByRole('img', { name: 'Latch Test NFT #1' })
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
})

test('no project id: the Activity tab lists the account’s transactions newest first with their amounts, and pages', async ({
  page,
}) => {
  // Twelve sends: more than one page of the RPC source (10 per page).
  const recipients: Address[] = []
  for (let index = 1; index <= 12; index++) {
    const recipient = getAddress(`0x${(0xa11ce000 + index).toString(16).padStart(40, '0')}`)
    recipients.push(recipient)
    await send(ACCOUNT, recipient, parseEther(String(index / 1000)))
  }
  const short = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`
  await page.goto('/')
  await connectDevWallet(page)
  const activity = await openAccountTab(page, 'Activity')
  const items = activity.getByRole('listitem')
  await expect(items.first()).toHaveAccessibleName(
    `Sent 0.012 ETH to ${short(recipients[11] as Address)}`,
  )
  await expect(items.nth(1)).toHaveAccessibleName(
    `Sent 0.011 ETH to ${short(recipients[10] as Address)}`,
  )
  await expect(items.nth(2)).toHaveAccessibleName(
    `Sent 0.01 ETH to ${short(recipients[9] as Address)}`,
  )
  // The oldest two are on the next page.
  const oldest = activity.getByRole('listitem', {
    name: `Sent 0.001 ETH to ${short(recipients[0] as Address)}`,
  })
  await expect(oldest).toHaveCount(0)
  await activity.getByRole('button', { name: 'Load more' }).click()
  await oldest.scrollIntoViewIfNeeded()
  await expect(oldest).toBeVisible()
})

test('with apiUrl: the tabs are filled from the Blockchain API, whose requests carry the spec’s query params; opening the Account view twice makes one balance request', async ({
  page,
}) => {
  await fetch(`${API_URL}/__reset`, { method: 'POST' })
  await page.goto('/?api=1')
  await connectDevWallet(page)
  // The fixture's identity for the dev account: the account button and the view show the name.
  await expect(accountButton(page)).toContainText('latch-dev.eth')
  const tokens = await openAccountTab(page, 'Tokens')
  const ltt = await tokenBalance(testContracts.latchTestToken, ACCOUNT)
  await expect(
    tokens.getByRole('listitem', { name: `Latch Test Token, ${displayed(ltt, 18)} LTT` }),
  ).toBeVisible()
  // The fixture prices LTT at $2: a fiat value shows only on the hosted path.
  await expect(tokens.getByRole('listitem', { name: /^Latch Test Token/ })).toContainText('$')
  await dialog(page, 'Account').getByRole('button', { name: 'Close' }).click()
  await accountButton(page).click()
  await expect(dialog(page, 'Account').getByRole('tab', { name: 'Tokens' })).toBeVisible()
  const balances = await apiRequests('/balance')
  expect(balances).toHaveLength(1)
  expect(balances[0]?.query).toMatchObject({
    chainId: 'eip155:31337',
    currency: 'usd',
    st: 'latch',
    sv: expect.any(String),
  })

  const activity = await openAccountTab(page, 'Activity')
  await expect(activity.getByRole('listitem').first()).toBeVisible()
  const history = await apiRequests('/history')
  expect(history.length).toBeGreaterThan(0)
  expect(history[0]?.query).toMatchObject({ chainId: 'eip155:31337', st: 'latch' })
  expect((await apiRequests('/identity/'))[0]?.query).toMatchObject({
    sender: ACCOUNT,
    st: 'latch',
  })
})

const failingApiTest = testAllowing503

failingApiTest(
  'with apiUrl: a 503 shows ‘Token Balance Unavailable’ and makes no second request within 30 s',
  async ({ page }) => {
    await fetch(`${API_URL}/__reset`, { method: 'POST' })
    await fetch(`${API_URL}/__fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/balance', status: 503 }),
    })
    try {
      await page.goto('/?api=1')
      await connectDevWallet(page)
      await accountButton(page).click()
      await expect(
        page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' }),
      ).toBeVisible()
      const tokens = dialog(page, 'Account').getByRole('tabpanel', { name: 'Tokens' })
      await expect(tokens).toContainText('Token Balance Unavailable')
      await dialog(page, 'Account').getByRole('button', { name: 'Close' }).click()
      await accountButton(page).click()
      await dialog(page, 'Account').getByRole('tab', { name: 'NFTs' }).click()
      await dialog(page, 'Account').getByRole('tab', { name: 'Tokens' }).click()
      await page.waitForTimeout(500)
      expect(await apiRequests('/balance')).toHaveLength(1)
    } finally {
      await fetch(`${API_URL}/__reset`, { method: 'POST' })
    }
  },
)

test('Solana Local: the Tokens tab lists SOL and the SPL test token from the RPC', async ({
  page,
}) => {
  await page.goto('/')
  const solanaButton = await connectDevSolanaWallet(page)
  const address = devSolanaWalletAddress
  await solanaButton.click()
  const tokens = await openAccountTab(page, 'Tokens')
  const { value: lamports } = await requestRpc<{ value: number }>(
    SOLANA_LOCAL_RPC_URL,
    'getBalance',
    [address],
  )
  await expect(
    tokens.getByRole('listitem', { name: `Solana, ${displayed(BigInt(lamports), 9)} SOL` }),
  ).toBeVisible()
  // The demo's SPL token (6 decimals), named by its mint: no metadata on chain. Its balance is
  // read from the RPC too: other tests (Send) move some of it.
  const { value: tokenAccounts } = await requestRpc<{
    value: {
      account: {
        data: { parsed: { info: { mint: string; tokenAmount: { amount: string } } } }
      }
    }[]
  }>(SOLANA_LOCAL_RPC_URL, 'getTokenAccountsByOwner', [
    address,
    { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
    { encoding: 'jsonParsed' },
  ])
  expect(tokenAccounts).toHaveLength(1)
  const { mint, tokenAmount } = (tokenAccounts[0] as (typeof tokenAccounts)[number]).account.data
    .parsed.info
  expect(BigInt(tokenAmount.amount)).toBeGreaterThan(0n)
  await expect(
    tokens.getByRole('listitem', {
      name: `Token ${mint.slice(0, 4)}…${mint.slice(-4)}, ${displayed(BigInt(tokenAmount.amount), 6)} ${mint.slice(0, 4)}`,
    }),
  ).toBeVisible()
})
