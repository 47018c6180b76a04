// Issue 31 D-9: a wallet whose EIP-5792 atomic capability is supported or ready gets no Approve
// step: the review previews [approve, swap] together and "Swap" sends both as one batch.
import { afterEach, expect, test, vi } from 'vitest'
import type { AdapterTransaction, ChainAdapter } from '../../adapter/types.js'
import { encodeApproveCall } from './approveCalldata.js'
import { destroySwapClients, e18, ltt, router, setUp } from './swapControllerTesting.js'

afterEach(() => destroySwapClients())

type Atomic = 'supported' | 'ready' | 'unsupported'

/** The scripted adapter with EIP-5792 batching: `atomic` as the wallet's capability. */
function withBatching(atomic: Atomic) {
  const batches: (readonly AdapterTransaction[])[] = []
  const batching = {
    batches,
    sendCallsError: undefined as unknown,
    status: 'success' as 'success' | 'reverted',
    getCapabilities: vi.fn(async () => ({ atomic })),
  }
  const prepare = (adapter: ChainAdapter) => {
    adapter.getCapabilities = batching.getCapabilities
    adapter.sendCalls = async ({ calls }) => {
      if (batching.sendCallsError) throw batching.sendCallsError
      batches.push(calls)
      return { id: '0xbatch' }
    }
    adapter.waitForCalls = async () => ({
      status: batching.status,
      transactionHash: `0x${'ab'.repeat(32)}`,
    })
  }
  return { batching, prepare }
}

/** Sells 1 LTT (allowance 0: an approval is needed) for ETH and waits for the preview. */
async function quoteTokenSale(atomic: Atomic) {
  const { batching, prepare } = withBatching(atomic)
  const context = await setUp(prepare)
  const { controller } = context
  controller.setSellToken(ltt.toLowerCase())
  controller.setBuyToken('native')
  controller.setSellAmount('1')
  await vi.waitFor(() => expect(controller.store.getState().previewStatus).toBe('ready'))
  return { ...context, batching }
}

test.each(['supported', 'ready'] as const)(
  'atomic %s: no Approve step; the preview takes approve + swap together, without a fee',
  async (atomic) => {
    const { controller, simulated, batching } = await quoteTokenSale(atomic)
    expect(controller.store.getState()).toMatchObject({
      needsApproval: false,
      approvalInBatch: true,
      canApprove: false,
      canReview: true,
    })
    expect(controller.store.getState().preview?.fee).toBeUndefined()
    expect(simulated.at(-1)?.map((transaction) => transaction.data)).toEqual([
      encodeApproveCall(router, e18),
      '0x5ae401dc',
    ])
    expect(batching.getCapabilities).toHaveBeenCalledWith(
      expect.objectContaining({ caipNetwork: expect.objectContaining({ id: 31337 }) }),
    )
  },
)

test('atomic unsupported, or an adapter without batching: the two steps as before', async () => {
  const { controller } = await quoteTokenSale('unsupported')
  expect(controller.store.getState()).toMatchObject({
    needsApproval: true,
    approvalInBatch: false,
    canApprove: true,
  })
  const plain = await setUp()
  plain.controller.setSellToken(ltt.toLowerCase())
  plain.controller.setBuyToken('native')
  plain.controller.setSellAmount('1')
  await vi.waitFor(() => expect(plain.controller.store.getState().previewStatus).toBe('ready'))
  expect(plain.controller.store.getState()).toMatchObject({
    needsApproval: true,
    approvalInBatch: false,
  })
})

test('"Swap" sends [approve, swap] as one batch (no transaction), once per connection asked', async () => {
  const { client, controller, batching, sent } = await quoteTokenSale('supported')
  controller.setSellAmount('2')
  await vi.waitFor(() => expect(controller.store.getState().quote?.fromAmount).toBe(2n * e18))
  await vi.waitFor(() => expect(controller.store.getState().canReview).toBe(true))
  await controller.review()
  expect(controller.store.getState()).toMatchObject({ step: 'review', canSwap: true })
  await controller.swap()
  expect(sent).toEqual([])
  expect(batching.batches).toHaveLength(1)
  expect(batching.batches[0]?.map((call) => [call.to, call.data])).toEqual([
    [ltt, encodeApproveCall(router, 2n * e18)],
    [router, '0x5ae401dc'],
  ])
  expect(batching.getCapabilities).toHaveBeenCalledTimes(1)
  await vi.waitFor(() =>
    expect(client.stores.toast.getState()).toMatchObject({
      message: { key: 'toast.swapped', values: { amount: '2', symbol: 'LTT', toSymbol: 'ETH' } },
      variant: 'success',
    }),
  )
  expect(controller.store.getState()).toMatchObject({ sellAmount: '', quote: undefined })
})

test('selling the native currency never asks the wallet its capabilities', async () => {
  const { batching, prepare } = withBatching('supported')
  const { controller } = await setUp(prepare)
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('1')
  await vi.waitFor(() => expect(controller.store.getState().previewStatus).toBe('ready'))
  expect(batching.getCapabilities).not.toHaveBeenCalled()
})

test('a declined batch (4001) keeps the review with "Signature declined"', async () => {
  const { controller, batching } = await quoteTokenSale('supported')
  await controller.review()
  batching.sendCallsError = Object.assign(new Error('User rejected'), { code: 4001 })
  await controller.swap()
  expect(controller.store.getState()).toMatchObject({
    step: 'review',
    actionError: 'signatureDeclined',
    approvalInBatch: true,
    canSwap: true,
  })
})

test('a batch that reverted on chain: "Transaction failed"', async () => {
  const { client, controller, batching } = await quoteTokenSale('supported')
  batching.status = 'reverted'
  await controller.review()
  await controller.swap()
  await vi.waitFor(() =>
    expect(client.stores.toast.getState()).toMatchObject({
      message: { key: 'toast.transactionFailed' },
      variant: 'error',
    }),
  )
})

test('a wallet refusing atomicity (5760) goes back to the two steps and is not asked to batch again', async () => {
  const { controller, batching } = await quoteTokenSale('supported')
  await controller.review()
  batching.sendCallsError = new Error('Atomicity', {
    cause: { code: 5760, message: 'Atomicity is not supported' },
  })
  await controller.swap()
  expect(controller.store.getState()).toMatchObject({
    step: 'form',
    actionError: 'swapFailed',
    needsApproval: true,
    approvalInBatch: false,
    canApprove: true,
  })
  controller.setSellAmount('2')
  await vi.waitFor(() => expect(controller.store.getState().quote?.fromAmount).toBe(2n * e18))
  expect(controller.store.getState()).toMatchObject({ needsApproval: true, approvalInBatch: false })
  expect(batching.getCapabilities).toHaveBeenCalledTimes(1)
})
