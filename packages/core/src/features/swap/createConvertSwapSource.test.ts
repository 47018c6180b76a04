import { expect, test, vi } from 'vitest'
import { createApiClient } from '../../api/createApiClient.js'
import { anvil } from '../../testing/localNetworks.js'
import { encodeApproveCall } from './approveCalldata.js'
import { CONVERT_NATIVE_ADDRESS, createConvertSwapSource } from './createConvertSwapSource.js'
import type { SwapQuote, SwapToken } from './types.js'

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ltt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0xE592427A0AEce92De3Edee1F18E0157C05861564'
const eth: SwapToken = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const lttToken: SwapToken = { address: ltt, name: 'Latch Test Token', symbol: 'LTT', decimals: 18 }
const chain = 'eip155:31337'

type Handler = (url: URL, init: RequestInit | undefined) => unknown

/** A source on anvil (served as a swap network) whose API answers with `handler`'s JSON. */
function setUp(handler: Handler, networkIds: readonly number[] = [31337]) {
  const requests: { url: URL; body: unknown }[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const answer = handler(url, init)
    if (answer instanceof Response) return answer
    return new Response(JSON.stringify(answer), { status: 200 })
  })
  const api = createApiClient({ baseUrl: 'http://api.test', projectId: 'p1', fetch })
  return { source: createConvertSwapSource({ api, networkIds }), requests }
}

const quote = (overrides: Partial<SwapQuote> = {}): SwapQuote => ({
  from: lttToken,
  to: eth,
  fromAmount: 10n ** 18n,
  toAmount: 5n * 10n ** 14n,
  toAmountMin: 495n * 10n ** 12n,
  slippage: 1,
  source: 'blockchain-api',
  contract: router,
  ...overrides,
})

const gas = { gas: '100000', gasPrice: '1000000000' }

test('lists the tokens, native without an address, dropping malformed, foreign and 0-decimal ones', async () => {
  const { source, requests } = setUp(() => ({
    tokens: [
      { name: 'Ether', symbol: 'ETH', address: `${chain}:${CONVERT_NATIVE_ADDRESS}`, decimals: 18 },
      {
        name: 'Latch Test Token',
        symbol: 'LTT',
        address: `${chain}:${ltt}`,
        decimals: 18,
        logoUri: 'https://icons.test/ltt.png',
      },
      {
        name: 'Evil',
        symbol: 'EVL',
        address: `${chain}:${ltt}`,
        decimals: 18,
        logoUri: 'javascript:x',
      },
      { name: 'Other chain', symbol: 'OTH', address: `eip155:1:${ltt}`, decimals: 18 },
      { name: 'No decimals', symbol: 'ZERO', address: `${chain}:${ltt}`, decimals: 0 },
      { name: 'Bad address', symbol: 'BAD', address: 'eip155:31337:0x12', decimals: 18 },
      { name: 'Bad decimals', symbol: 'BAD', address: `${chain}:${ltt}`, decimals: '18' },
    ],
  }))
  const tokens = await source.getTokens({ caipNetwork: anvil })
  expect(tokens).toEqual([
    { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: undefined },
    { address: ltt, ...lttToken, iconUrl: 'https://icons.test/ltt.png' },
    { address: ltt, name: 'Evil', symbol: 'EVL', decimals: 18, iconUrl: undefined },
  ])
  const { url } = requests[0] ?? { url: new URL('http://x') }
  expect(url.pathname).toBe('/v1/convert/tokens')
  expect(url.searchParams.get('chainId')).toBe(chain)
  expect(url.searchParams.get('projectId')).toBe('p1')
  expect(url.searchParams.get('st')).toBe('latch')
})

test('quotes with the standard gas price, in base units and CAIP-10, 1 % off for the minimum', async () => {
  const { source, requests } = setUp((url) => {
    if (url.pathname.endsWith('gas-price'))
      return { standard: '1000', fast: '1100', instant: '1200' }
    if (url.pathname.endsWith('build-transaction')) {
      const tx = { from: `${chain}:${user}`, to: `${chain}:${router}`, data: '0x5ae401dc' }
      return { tx: { ...tx, amount: '1000000000000000000', eip155: gas } }
    }
    return { quotes: [{ fromAmount: '1000000000000000000', toAmount: '1500000000000000000000' }] }
  })
  const result = await source.getQuote({
    caipNetwork: anvil,
    userAddress: user,
    from: eth,
    to: lttToken,
    amount: 10n ** 18n,
    slippage: 1,
  })
  expect(result).toMatchObject({
    fromAmount: 10n ** 18n,
    toAmount: 1500n * 10n ** 18n,
    toAmountMin: 1485n * 10n ** 18n,
    slippage: 1,
    source: 'blockchain-api',
    // Issue 26: the quote names the contract its swap calls; the swap later built must call it.
    contract: router,
  })
  expect(requests[2]?.url.pathname).toBe('/v1/convert/build-transaction')
  expect(requests[2]?.body).toMatchObject({ amount: '1000000000000000000', disableEstimate: true })
  const query = Object.fromEntries(requests[1]?.url.searchParams ?? [])
  expect(requests[1]?.url.pathname).toBe('/v1/convert/quotes')
  expect(query).toMatchObject({
    amount: '1000000000000000000',
    userAddress: `${chain}:${user}`,
    from: `${chain}:${CONVERT_NATIVE_ADDRESS}`,
    to: `${chain}:${ltt}`,
    gasPrice: '1000',
  })
})

test.each([
  ['no quote', () => ({ quotes: [] })],
  ['a zero quote', () => ({ quotes: [{ fromAmount: '1', toAmount: '0' }] })],
  ['a 400', () => new Response('{"message":"No route"}', { status: 400 })],
])('says "No route for this swap" for %s', async (_name, answer) => {
  const { source } = setUp((url) =>
    url.pathname.endsWith('gas-price') ? { standard: '1', fast: '1', instant: '1' } : answer(),
  )
  const request = { caipNetwork: anvil, userAddress: user, from: eth, to: lttToken, slippage: 1 }
  await expect(source.getQuote({ ...request, amount: 1n })).rejects.toThrow(
    'No route for this swap',
  )
})

test('refuses answers zod rejects', async () => {
  const { source } = setUp((url) =>
    url.pathname.endsWith('gas-price')
      ? { standard: '1.5', fast: '1', instant: '1' }
      : { allowance: '-1' },
  )
  await expect(source.getGasPrice({ caipNetwork: anvil })).rejects.toThrow(
    'The API sent an invalid answer',
  )
  await expect(
    source.getAllowance({ caipNetwork: anvil, userAddress: user, token: lttToken }),
  ).rejects.toThrow('The API sent an invalid answer')
})

test('reads the allowance of a token, and none for the native currency without asking', async () => {
  const { source, requests } = setUp(() => ({ allowance: '42' }))
  expect(
    await source.getAllowance({ caipNetwork: anvil, userAddress: user, token: lttToken }),
  ).toBe(42n)
  expect(await source.getAllowance({ caipNetwork: anvil, userAddress: user, token: eth })).toBe(
    undefined,
  )
  expect(requests).toHaveLength(1)
  expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toMatchObject({
    tokenAddress: `${chain}:${ltt}`,
    userAddress: `${chain}:${user}`,
  })
})

test('builds the approval of the sold token: the exact amount, only to the swap contract', async () => {
  const unlimited = encodeApproveCall(router, 2n ** 256n - 1n)
  const approve = { from: `${chain}:${user}`, to: `${chain}:${ltt}`, data: unlimited, value: '0' }
  const swap = {
    from: `${chain}:${user}`,
    to: `${chain}:${router}`,
    data: '0x5ae401dc',
    amount: '0',
  }
  let tx: Record<string, unknown> = approve
  const { source, requests } = setUp((url) => ({
    tx: { ...(url.pathname.endsWith('build-transaction') ? swap : tx), eip155: gas },
  }))
  // The spender is the quote's contract: no swap is built to learn it.
  const other = quote({ contract: '0x000000000000000000000000000000000000bEEF' })
  await expect(
    source.buildApprove({ caipNetwork: anvil, userAddress: user, quote: other }),
  ).rejects.toThrow('The API sent an invalid answer')
  requests.length = 0
  const built = await source.buildApprove({ caipNetwork: anvil, userAddress: user, quote: quote() })
  // The service proposed an unlimited approval: Latch approves what is sold, to the swap contract.
  expect(built).toEqual({
    caipNetwork: anvil,
    from: user,
    to: ltt,
    value: 0n,
    data: encodeApproveCall(router, 10n ** 18n),
  })
  const approveRequest = requests.find((request) => request.url.pathname.endsWith('build-approve'))
  expect(Object.fromEntries(approveRequest?.url.searchParams ?? [])).toMatchObject({
    userAddress: `${chain}:${user}`,
    from: `${chain}:${ltt}`,
    to: `${chain}:${CONVERT_NATIVE_ADDRESS}`,
    amount: '1000000000000000000',
  })
  expect(requests.map((request) => request.url.pathname)).toEqual(['/v1/convert/build-approve'])
  const attacker = '0x000000000000000000000000000000000000dEaD'
  for (const bad of [
    { to: `${chain}:${router}` },
    { value: '1' },
    { from: `${chain}:${router}` },
    { data: '0xzz' },
    // Another spender, or not an approval at all.
    { data: encodeApproveCall(attacker, 10n ** 18n) },
    { data: `0xa9059cbb${unlimited.slice(10)}` },
  ]) {
    tx = { ...approve, ...bad }
    await expect(
      source.buildApprove({ caipNetwork: anvil, userAddress: user, quote: quote() }),
    ).rejects.toThrow('The API sent an invalid answer')
  }
})

test('builds the swap with the slippage, skipping the gas estimate while the allowance is short', async () => {
  let allowance = '0'
  let amount = '0'
  const { source, requests } = setUp((url) =>
    url.pathname.endsWith('allowance')
      ? { allowance }
      : {
          tx: {
            from: `${chain}:${user}`,
            to: `${chain}:${router}`,
            data: '0x5ae401dc',
            amount,
            eip155: gas,
          },
        },
  )
  const built = await source.buildSwap({ caipNetwork: anvil, userAddress: user, quote: quote() })
  expect(built).toEqual({
    caipNetwork: anvil,
    from: user,
    to: router,
    value: 0n,
    data: '0x5ae401dc',
  })
  expect(requests[1]?.body).toEqual({
    projectId: 'p1',
    userAddress: `${chain}:${user}`,
    from: `${chain}:${ltt}`,
    to: `${chain}:${CONVERT_NATIVE_ADDRESS}`,
    amount: '1000000000000000000',
    eip155: { slippage: '1' },
    disableEstimate: true,
  })
  allowance = '1000000000000000000'
  await source.buildSwap({ caipNetwork: anvil, userAddress: user, quote: quote() })
  expect(requests[3]?.body).toMatchObject({ disableEstimate: false })

  const sellEth = quote({ from: eth, to: lttToken })
  await expect(
    source.buildSwap({ caipNetwork: anvil, userAddress: user, quote: sellEth }),
  ).rejects.toThrow('The API sent an invalid answer')
  amount = '1000000000000000000'
  expect(
    (await source.buildSwap({ caipNetwork: anvil, userAddress: user, quote: sellEth })).value,
  ).toBe(10n ** 18n)
})

test('says which network is not supported, for swaps and for the gas price, without a request', async () => {
  const { source, requests } = setUp(() => ({}), [1])
  await expect(source.getTokens({ caipNetwork: anvil })).rejects.toThrow(
    'Network not supported for Swaps',
  )
  await expect(
    source.getQuote({
      caipNetwork: anvil,
      userAddress: user,
      from: eth,
      to: lttToken,
      amount: 1n,
      slippage: 1,
    }),
  ).rejects.toMatchObject({ name: 'SwapsNetworkUnsupportedError' })
  await expect(source.getGasPrice({ caipNetwork: anvil })).rejects.toThrow(
    'Network not supported for Gas Price',
  )
  expect(requests).toHaveLength(0)
})

test('serves spec §9 swap networks by default', async () => {
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: vi.fn() })
  await expect(createConvertSwapSource({ api }).getTokens({ caipNetwork: anvil })).rejects.toThrow(
    'Network not supported for Swaps',
  )
})
