import { afterEach, expect, test, vi } from 'vitest'
import { NoSwapRouteError } from '../../errors/swap.js'
import { encodeApproveCall } from './approveCalldata.js'
import {
  attacker,
  destroySwapClients,
  e18,
  ltt,
  lusd,
  router,
  setUp,
} from './swapControllerTesting.js'

afterEach(() => {
  destroySwapClients()
  vi.useRealTimers()
})

test("lists the source's tokens and the account's, native first with balances, and sells the native currency", async () => {
  const { controller } = await setUp()
  const state = controller.store.getState()
  expect(state.status).toBe('ready')
  expect(state.sourceName).toBe('fake')
  expect(state.tokens.map((token) => [token.symbol, token.balance])).toEqual([
    ['ETH', '10'],
    ['WETH', undefined],
    ['LTT', '2.5'],
  ])
  expect(state.sellToken?.key).toBe('native')
  expect(state.buyToken).toBeUndefined()
})

test('quotes 500 ms after the last keystroke, with the rate, minimum and network fee', async () => {
  const { controller, fake } = await setUp()
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('1')
  controller.setSellAmount('2')
  expect(controller.store.getState().quoteStatus).toBe('loading')
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(fake.source.getQuote).not.toHaveBeenCalled()
  await vi.waitFor(() => expect(controller.store.getState().previewStatus).toBe('ready'))
  expect(fake.source.getQuote).toHaveBeenCalledTimes(1)
  const state = controller.store.getState()
  expect(state.quote?.fromAmount).toBe(2n * e18)
  expect(state.quote?.toAmountMin).toBe(2970n * e18)
  expect(state.rate).toBe(1500n * e18)
  expect(state.slippage).toBe(1)
  expect(state.preview?.fee).toBe(21_000n)
  expect(state.needsApproval).toBe(false)
  expect(state.canReview).toBe(true)
})

test('never shows an answer for an older amount', async () => {
  const { controller, fake } = await setUp()
  controller.setBuyToken(ltt.toLowerCase())
  fake.state.holdQuotes = true
  controller.setSellAmount('1')
  await vi.waitFor(() => expect(fake.pending).toHaveLength(1))
  controller.setSellAmount('3')
  await vi.waitFor(() => expect(fake.pending).toHaveLength(2))
  fake.pending[1]?.settle(4500n * e18)
  await vi.waitFor(() => expect(controller.store.getState().quoteStatus).toBe('ready'))
  fake.pending[0]?.settle(1500n * e18)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(controller.store.getState().quote?.toAmount).toBe(4500n * e18)
  expect(controller.store.getState().sellAmount).toBe('3')
})

test('checks the form: same token, too much, no amount; and says when there is no route', async () => {
  const { controller, fake } = await setUp()
  controller.setBuyToken('native')
  expect(controller.store.getState().formError).toBe('sameToken')
  controller.setBuyToken(ltt.toLowerCase())
  expect(controller.store.getState().formError).toBe('noAmount')
  controller.setSellAmount('11')
  expect(controller.store.getState().formError).toBe('insufficientBalance')
  controller.setSellAmount('abc')
  expect(controller.store.getState().formError).toBe('invalidAmount')
  fake.state.quoteError = new NoSwapRouteError()
  controller.setMaxAmount()
  expect(controller.store.getState().sellAmount).toBe('10')
  await vi.waitFor(() => expect(controller.store.getState().quoteError).toBe('noRoute'))
  expect(controller.store.getState().canReview).toBe(false)
})

test('asks an approval when the allowance is short, waits for it to be mined, then previews the swap alone', async () => {
  const { controller, fake, scripted, simulated, sent } = await setUp()
  controller.setSellToken(ltt.toLowerCase())
  controller.setBuyToken('native')
  controller.setSellAmount('1')
  await vi.waitFor(() => expect(controller.store.getState().previewStatus).toBe('ready'))
  expect(controller.store.getState()).toMatchObject({ needsApproval: true, canApprove: true })
  expect(simulated.at(-1)?.map((transaction) => transaction.data)).toEqual([
    encodeApproveCall(router, e18),
    '0x5ae401dc',
  ])
  fake.state.allowance = e18
  await controller.approve()
  expect(sent.map((transaction) => transaction.to)).toEqual([ltt])
  expect(scripted.adapter.waitForTransaction).toHaveBeenCalledWith(
    expect.objectContaining({ hash: '0xhash' }),
  )
  expect(controller.store.getState()).toMatchObject({ needsApproval: false, canApprove: false })
  expect(simulated.at(-1)?.map((transaction) => transaction.data)).toEqual(['0x5ae401dc'])
})

test('reviews with a fresh simulation, swaps what it simulated, then empties the form and goes back to Account', async () => {
  const { client, controller, simulated, sent } = await setUp()
  await client.open({ view: 'Account' })
  client.push('Swap')
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('0.5')
  await vi.waitFor(() => expect(controller.store.getState().canReview).toBe(true))
  const before = simulated.length
  await controller.review()
  expect(simulated.length).toBe(before + 1)
  expect(controller.store.getState()).toMatchObject({ step: 'review', canSwap: true })
  await controller.swap()
  expect(sent).toEqual([expect.objectContaining({ to: router, value: 5n * 10n ** 17n })])
  expect(controller.store.getState()).toMatchObject({
    step: 'form',
    sellAmount: '',
    quote: undefined,
  })
  expect(client.stores.router.getState().view).toBe('Account')
})

test('a simulation that reverts blocks "Swap"', async () => {
  const { controller, setSimulation } = await setUp()
  setSimulation({ status: 'reverted', reason: 'Too little received' })
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('1')
  await vi.waitFor(() => expect(controller.store.getState().canReview).toBe(true))
  await controller.review()
  expect(controller.store.getState()).toMatchObject({ step: 'review', canSwap: false })
})

test('a declined signature keeps the review and the form, with "Signature declined"', async () => {
  const { client, controller, scripted } = await setUp()
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('1')
  await vi.waitFor(() => expect(controller.store.getState().canReview).toBe(true))
  await controller.review()
  scripted.script.send = { error: { code: 4001, message: 'User rejected' } }
  await controller.swap()
  expect(controller.store.getState()).toMatchObject({
    step: 'review',
    sellAmount: '1',
    actionError: 'signatureDeclined',
    canSwap: true,
  })
  await vi.waitFor(() =>
    expect(client.stores.toast.getState().message).toEqual({ key: 'error.signatureDeclined' }),
  )
  controller.edit()
  expect(controller.store.getState()).toMatchObject({ step: 'form', sellAmount: '1' })
})

test('is unavailable without a swap source, and starts over on reset', async () => {
  const { controller, scripted } = await setUp()
  controller.reset()
  expect(controller.store.getState().status).toBe('idle')
  scripted.adapter.hasSwapSource = () => false
  await controller.load()
  expect(controller.store.getState().status).toBe('unavailable')
})

test('selling all the native currency leaves nothing for the fee: Insufficient balance, no Swap', async () => {
  const { controller } = await setUp()
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('10')
  await vi.waitFor(() =>
    expect(controller.store.getState()).toMatchObject({
      previewStatus: 'ready',
      formError: 'insufficientBalance',
      canReview: false,
      canSwap: false,
    }),
  )
})

test('a quote older than 30 s is asked again before the review', async () => {
  const { controller, fake } = await setUp()
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('1')
  await vi.waitFor(() => expect(controller.store.getState().canReview).toBe(true))
  expect(fake.source.getQuote).toHaveBeenCalledTimes(1)
  const now = Date.now()
  vi.spyOn(Date, 'now').mockReturnValue(now + 31_000)
  await controller.review()
  expect(controller.store.getState().step).toBe('form')
  await vi.waitFor(() => expect(fake.source.getQuote).toHaveBeenCalledTimes(2))
  await vi.waitFor(() => expect(controller.store.getState().canReview).toBe(true))
  await controller.review()
  expect(controller.store.getState().step).toBe('review')
  vi.restoreAllMocks()
})

test('Max on the native currency leaves the network fee (and a fifth more)', async () => {
  const { controller } = await setUp()
  controller.setBuyToken(ltt.toLowerCase())
  await vi.waitFor(() => expect(controller.store.getState().status).toBe('ready'))
  controller.setMaxAmount()
  await vi.waitFor(() =>
    expect(controller.store.getState()).toMatchObject({
      sellAmount: '9.9999999999999748',
      formError: undefined,
      canReview: true,
    }),
  )
})

// Issue 26 item 4: a source (a hostile Blockchain API) can build any swap transaction; "Swap"
// stays off unless it calls the quoted contract and the simulation pays the minimum, taking only
// the amount sold.
async function reviewOneEth(setUpResult: Awaited<ReturnType<typeof setUp>>) {
  const { controller } = setUpResult
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('1')
  await vi.waitFor(() => expect(controller.store.getState().canReview).toBe(true))
  await controller.review()
  return controller.store.getState()
}

test('a swap calling another contract than the quoted one: "Swap" stays off, unverified, nothing sent', async () => {
  const context = await setUp()
  context.fake.state.swapTo = attacker
  const state = await reviewOneEth(context)
  expect(state).toMatchObject({ step: 'review', canSwap: false, swapCheck: 'otherContract' })
  await context.controller.swap()
  expect(context.sent).toEqual([])
})

test('a simulation where the bought token goes elsewhere (less than the minimum arrives): "Swap" stays off', async () => {
  const context = await setUp()
  context.setSimulation({
    status: 'success',
    changes: [{ symbol: 'ETH', decimals: 18, diff: -e18 }],
  })
  const state = await reviewOneEth(context)
  expect(state).toMatchObject({ canSwap: false, swapCheck: 'tooLittleReceived' })
})

test('a simulation where another token leaves too, or more than the amount sold: "Swap" stays off', async () => {
  const context = await setUp()
  const bought = { address: ltt, symbol: 'LTT', decimals: 18, diff: 1500n * e18 }
  context.setSimulation({
    status: 'success',
    changes: [
      { symbol: 'ETH', decimals: 18, diff: -e18 },
      bought,
      { address: lusd, symbol: 'LUSD', decimals: 18, diff: -1n },
    ],
  })
  expect(await reviewOneEth(context)).toMatchObject({
    canSwap: false,
    swapCheck: 'unexpectedOutflow',
  })
  context.controller.edit()
  context.setSimulation({
    status: 'success',
    changes: [{ symbol: 'ETH', decimals: 18, diff: -e18 - 1n }, bought],
  })
  await context.controller.review()
  expect(context.controller.store.getState()).toMatchObject({
    canSwap: false,
    swapCheck: 'unexpectedOutflow',
  })
})

test('without a simulation the swap cannot be checked: "Swap" stays off, and so does the approval', async () => {
  const context = await setUp()
  context.setSimulation({ status: 'unavailable' })
  expect(await reviewOneEth(context)).toMatchObject({
    canSwap: false,
    swapCheck: 'simulationUnavailable',
  })
  context.controller.edit()
  context.controller.setSellToken(ltt.toLowerCase())
  context.controller.setBuyToken('native')
  context.controller.setSellAmount('1')
  await vi.waitFor(() =>
    expect(context.controller.store.getState()).toMatchObject({
      previewStatus: 'ready',
      needsApproval: true,
    }),
  )
  expect(context.controller.store.getState()).toMatchObject({
    canApprove: false,
    swapCheck: 'simulationUnavailable',
  })
})

test('an honest swap passes the check: the minimum arrives, only the amount sold leaves', async () => {
  const context = await setUp()
  expect(await reviewOneEth(context)).toMatchObject({ canSwap: true, swapCheck: undefined })
})
