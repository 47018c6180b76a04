import { anvilTestAccounts, testContracts, testUniswapV3 } from '@latch/testing'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  publicActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'
import { deployUniswapV3 } from '../uniswap/deployUniswapV3.ts'
import { HOSTILE_SWAP_ADDRESS } from './createFixtureControls.ts'
import { type StartBlockchainApiReturnType, startBlockchainApi } from './startBlockchainApi.ts'

const [, account1, account2] = anvilTestAccounts
const chainId = 'eip155:31337'
const noSwapChainId = 'eip155:31338'
const eth = `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const ltt = `${chainId}:${testContracts.latchTestToken}`
const lusd = `${chainId}:${testContracts.latchTestUsd}`
let anvil: StartAnvilReturnType
let api: StartBlockchainApiReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: 8701, chainId: 31337 })
  await deployUniswapV3({ rpcUrl: anvil.url })
  api = await startBlockchainApi({
    port: 8702,
    reuse: false,
    chains: [
      { caipNetworkId: chainId, rpcUrl: anvil.url, uniswapV3: testUniswapV3 },
      { caipNetworkId: noSwapChainId, rpcUrl: anvil.url },
    ],
  })
}, 90_000)

afterAll(async () => {
  await api?.stop()
  await anvil?.stop()
})

async function request<body>(path: string, init?: RequestInit) {
  const response = await fetch(`${api.url}${path}`, init)
  return { status: response.status, body: (await response.json()) as body }
}
const get = <body>(path: string, query: Record<string, string>) =>
  request<body>(
    `${path}?${new URLSearchParams({ projectId: 'p', st: 'latch', sv: '0', ...query })}`,
  )
const post = <body>(path: string, json: unknown) =>
  request<body>(path, { method: 'POST', body: JSON.stringify(json) })

type BuiltTransaction = {
  tx: { from: string; to: string; data: Hex; amount: string; eip155: Gas }
}
type Gas = { gas: string; gasPrice: string }

/** Sends a built transaction from its `from` account (anvil's unlocked accounts) with viem. */
async function sendBuilt(tx: { from: string; to: string; data: Hex; value: bigint; gas: string }) {
  const wallet = createWalletClient({
    account: tx.from.slice(-42) as Address,
    transport: http(anvil.url),
  }).extend(publicActions)
  const hash = await wallet.sendTransaction({
    chain: null,
    to: tx.to.slice(-42) as Address,
    data: tx.data,
    value: tx.value,
    gas: BigInt(tx.gas),
  })
  const receipt = await wallet.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

const client = () => createWalletClient({ transport: http(anvil.url) }).extend(publicActions)
const lttBalance = (owner: Address) =>
  client().readContract({
    address: testContracts.latchTestToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

test('tokens: ETH and the test ERC-20s, read from the chain', async () => {
  const { body } = await get('/v1/convert/tokens', { chainId })
  expect(body).toEqual({
    tokens: [
      { name: 'Ether', symbol: 'ETH', address: eth, decimals: 18 },
      { name: 'Latch Test Token', symbol: 'LTT', address: ltt, decimals: 18 },
      { name: 'Latch Test USD', symbol: 'LUSD', address: lusd, decimals: 6 },
    ],
  })
})

test('a quote for 0.1 ETH is about 150 LTT (1 ETH = 1,500 LTT, fee 0.3 %)', async () => {
  const amount = parseEther('0.1').toString()
  const { status, body } = await get<{ quotes: { fromAmount: string; toAmount: string }[] }>(
    '/v1/convert/quotes',
    { amount, userAddress: account1, from: eth, to: ltt, gasPrice: '1000000000' },
  )
  expect(status).toBe(200)
  expect(body.quotes).toEqual([{ fromAmount: amount, toAmount: expect.stringMatching(/^\d+$/) }])
  const toAmount = Number(body.quotes[0]?.toAmount) / 1e18
  expect(toAmount).toBeGreaterThan(149)
  expect(toAmount).toBeLessThan(149.55)
})

test('ETH → LTT: the built transaction pays at least the quote less the slippage', async () => {
  const amount = parseEther('0.1')
  const { body: quote } = await get<{ quotes: { toAmount: string }[] }>('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: account1,
    from: eth,
    to: ltt,
  })
  const { status, body } = await post<BuiltTransaction>('/v1/convert/build-transaction', {
    projectId: 'p',
    userAddress: `${chainId}:${account1}`,
    from: eth,
    to: ltt,
    amount: amount.toString(),
    eip155: { slippage: '1' },
  })
  expect(status).toBe(200)
  expect(body.tx).toEqual({
    from: `${chainId}:${account1}`,
    to: `${chainId}:${testUniswapV3.swapRouter02}`,
    data: expect.stringMatching(/^0x04e45aaf/), // exactInputSingle
    amount: amount.toString(),
    eip155: { gas: expect.stringMatching(/^\d+$/), gasPrice: expect.stringMatching(/^\d+$/) },
  })
  const before = await lttBalance(account1)
  await sendBuilt({ ...body.tx, value: BigInt(body.tx.amount), gas: body.tx.eip155.gas })
  const minimum = (BigInt(quote.quotes[0]?.toAmount ?? '0') * 99n) / 100n
  expect((await lttBalance(account1)) - before).toBeGreaterThanOrEqual(minimum)
})

describe('LTT → ETH', () => {
  const amount = parseEther('30').toString()
  const buildSwap = (disableEstimate?: boolean) =>
    post<BuiltTransaction>('/v1/convert/build-transaction', {
      userAddress: account2,
      from: ltt,
      to: eth,
      amount,
      eip155: { slippage: '0.5' },
      ...(disableEstimate === undefined ? {} : { disableEstimate }),
    })

  test('before approval the estimate fails; disableEstimate gives a fixed gas', async () => {
    const refused = await buildSwap()
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ message: expect.stringMatching(/^Gas estimation failed/) })
    const built = await buildSwap(true)
    expect(built.body.tx).toMatchObject({ amount: '0', eip155: { gas: '300000' } })
    // multicall(uint256 deadline, bytes[]): exactInputSingle to ADDRESS_THIS, then unwrapWETH9
    expect(built.body.tx.data).toMatch(/^0x5ae401dc/)
    expect(built.body.tx.data).toContain('49404b7c') // unwrapWETH9(uint256,address)
  })

  test('build-approve and allowance, then the swap pays ETH', async () => {
    const allowance = () =>
      get<{ allowance: string }>('/v1/convert/allowance', {
        tokenAddress: ltt,
        userAddress: account2,
      })
    expect((await allowance()).body).toEqual({ allowance: '0' })
    const approve = await get<{
      tx: { from: string; to: string; data: Hex; value: string } & { eip155: Gas }
    }>('/v1/convert/build-approve', { userAddress: account2, from: ltt, to: eth, amount })
    expect(approve.body.tx).toEqual({
      from: `${chainId}:${account2}`,
      to: ltt,
      data: expect.stringMatching(/^0x095ea7b3/), // approve(address,uint256)
      value: '0',
      eip155: { gas: expect.stringMatching(/^\d+$/), gasPrice: expect.stringMatching(/^\d+$/) },
    })
    await sendBuilt({ ...approve.body.tx, value: 0n, gas: approve.body.tx.eip155.gas })
    expect((await allowance()).body).toEqual({ allowance: amount })

    const { body: quote } = await get<{ quotes: { toAmount: string }[] }>('/v1/convert/quotes', {
      amount,
      userAddress: account2,
      from: ltt,
      to: eth,
    })
    const { status, body } = await buildSwap()
    expect(status).toBe(200)
    const etherBefore = await client().getBalance({ address: account2 })
    const receipt = await sendBuilt({ ...body.tx, value: 0n, gas: body.tx.eip155.gas })
    const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
    const received = (await client().getBalance({ address: account2 })) - etherBefore + gasCost
    expect(received).toBeGreaterThanOrEqual(
      (BigInt(quote.quotes[0]?.toAmount ?? '0') * 995n) / 1000n,
    )
    expect((await allowance()).body).toEqual({ allowance: '0' })
  })
})

test('allowance of the native currency is max uint256', async () => {
  const { body } = await get('/v1/convert/allowance', { tokenAddress: eth, userAddress: account1 })
  expect(body).toEqual({ allowance: maxUint256.toString() })
})

test('gas price: the node price, fast ×1.1, instant ×1.2', async () => {
  const standard = await client().getGasPrice()
  const { body } = await get('/v1/convert/gas-price', { chainId })
  expect(body).toEqual({
    standard: standard.toString(),
    fast: ((standard * 11n) / 10n).toString(),
    instant: ((standard * 12n) / 10n).toString(),
  })
})

test('bad input is 400 with a message', async () => {
  const userAddress = account1
  const cases: [string, Record<string, string>, string | RegExp][] = [
    ['/v1/convert/tokens', { chainId: noSwapChainId }, 'Network not supported'],
    ['/v1/convert/gas-price', { chainId: 'eip155:1' }, 'Network not supported'],
    ['/v1/convert/quotes', { amount: '1000000', userAddress, from: lusd, to: eth }, 'No route'],
    ['/v1/convert/quotes', { amount: '0', userAddress, from: eth, to: ltt }, /amount/],
    ['/v1/convert/quotes', { amount: '1.5', userAddress, from: eth, to: ltt }, /amount/],
    ['/v1/convert/quotes', { amount: '1', userAddress, from: ltt, to: ltt }, /different/],
    ['/v1/convert/quotes', { amount: '1', userAddress, from: 'LTT', to: eth }, /CAIP-10/],
    [
      '/v1/convert/quotes',
      {
        amount: '1',
        userAddress,
        from: `${noSwapChainId}:${testContracts.latchTestToken}`,
        to: eth,
      },
      'Network not supported',
    ],
    ['/v1/convert/allowance', { tokenAddress: ltt, userAddress: 'nope' }, /userAddress/],
    ['/v1/convert/build-approve', { userAddress, from: eth, to: ltt }, /needs no approval/],
  ]
  for (const [path, query, message] of cases) {
    const { status, body } = await get<{ message: string }>(path, query)
    expect({ path, query, status }).toEqual({ path, query, status: 400 })
    if (typeof message === 'string') expect(body).toEqual({ message })
    else expect(body.message).toMatch(message)
  }
  const body = { userAddress, from: eth, to: ltt, amount: '1', eip155: { slippage: '100' } }
  const slippage = await post<{ message: string }>('/v1/convert/build-transaction', body)
  expect(slippage.status).toBe(400)
  expect(slippage.body.message).toMatch(/slippage/)
  const malformed = await request('/v1/convert/build-transaction', { method: 'POST', body: '{' })
  expect(malformed).toEqual({ status: 400, body: { message: 'The body is not JSON' } })
})

test('convert requests are recorded and can be made to fail', async () => {
  await post('/__reset', {})
  await post('/__fail', { path: '/v1/convert/quotes', status: 503, times: 1 })
  const query = { amount: '1000', userAddress: account1, from: eth, to: ltt }
  expect(await get('/v1/convert/quotes', query)).toEqual({
    status: 503,
    body: { message: 'Injected failure' },
  })
  expect((await get('/v1/convert/quotes', query)).status).toBe(200)
  const { body } = await request<{ requests: { path: string; query: object }[] }>('/__requests')
  expect(body.requests.map(({ path }) => path)).toEqual([
    '/v1/convert/quotes',
    '/v1/convert/quotes',
  ])
  expect(body.requests[0]?.query).toMatchObject({ projectId: 'p', st: 'latch', sv: '0' })
})

// Issue 26 item 4: the fixture can play a hostile Blockchain API, for Latch's swap check.
test('POST /__hostile makes built swaps pay someone else, or call another address once estimated; /__reset ends it', async () => {
  const amount = parseEther('0.01').toString()
  const build = (disableEstimate: boolean) =>
    post<BuiltTransaction>('/v1/convert/build-transaction', {
      userAddress: `${chainId}:${account1}`,
      from: eth,
      to: ltt,
      amount,
      eip155: { slippage: '1' },
      disableEstimate,
    })
  const dead = HOSTILE_SWAP_ADDRESS.slice(2).toLowerCase()
  expect((await post('/__hostile', { swap: 'recipient' })).status).toBe(200)
  const paysElsewhere = await build(false)
  expect(paysElsewhere.body.tx.to).toBe(`${chainId}:${testUniswapV3.swapRouter02}`)
  expect(paysElsewhere.body.tx.data.toLowerCase()).toContain(dead)
  expect(paysElsewhere.body.tx.data.toLowerCase()).not.toContain(account1.slice(2).toLowerCase())

  await post('/__hostile', { swap: 'contract' })
  expect((await build(true)).body.tx.to).toBe(`${chainId}:${testUniswapV3.swapRouter02}`)
  expect((await build(false)).body.tx.to).toBe(`${chainId}:${HOSTILE_SWAP_ADDRESS}`)

  expect((await post('/__hostile', { swap: 'everything' })).status).toBe(400)
  await post('/__reset', {})
  const honest = await build(false)
  expect(honest.body.tx.to).toBe(`${chainId}:${testUniswapV3.swapRouter02}`)
  expect(honest.body.tx.data.toLowerCase()).toContain(account1.slice(2).toLowerCase())
})
