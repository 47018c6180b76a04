// @vitest-environment happy-dom

import {
  type FeatureDefinition,
  getClientContext,
  type LatchClientInternal,
  type SwapController,
  type SwapState,
  swapFeature,
} from '@latch/core/internal'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { createConnectedClient, renderWithClient } from '../Account/testing.js'
import SwapView from './SwapView.js'

const e18 = 10n ** 18n
const eth = { key: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: '1.5' }
const ltt = {
  key: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Latch Test Token',
  symbol: 'LTT',
  decimals: 18,
  balance: '20',
}

const readyState: SwapState = {
  status: 'ready',
  caipNetworkId: 'eip155:1',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  sourceName: 'fake',
  tokens: [eth, ltt],
  sellToken: eth,
  buyToken: undefined,
  sellAmount: '',
  formError: 'selectToken',
  quote: undefined,
  rate: undefined,
  quoteStatus: 'idle',
  quoteError: undefined,
  slippage: 1,
  needsApproval: false,
  approvalInBatch: false,
  preview: undefined,
  previewStatus: 'idle',
  swapCheck: undefined,
  step: 'form',
  pending: undefined,
  actionError: undefined,
  canApprove: false,
  canReview: false,
  canSwap: false,
}

const quoted: Partial<SwapState> = {
  buyToken: ltt,
  sellAmount: '1',
  formError: undefined,
  quote: {
    from: eth,
    to: ltt,
    fromAmount: e18,
    toAmount: 1500n * e18,
    toAmountMin: 1485n * e18,
    slippage: 1,
    source: 'fake',
    contract: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  },
  rate: 1500n * e18,
  quoteStatus: 'ready',
  preview: {
    fee: 21_000n * 10n ** 9n,
    feeSymbol: 'ETH',
    feeDecimals: 18,
    simulation: {
      status: 'success',
      changes: [
        { symbol: 'ETH', decimals: 18, diff: -e18 },
        { address: ltt.address, symbol: 'LTT', decimals: 18, diff: 1500n * e18 },
      ],
    },
  },
  previewStatus: 'ready',
  canReview: true,
}

let client: LatchClientInternal | undefined

afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

/** A controller whose state the test sets; its actions are spies. */
function renderSwap(state: Partial<SwapState> = {}) {
  const store = createStore<SwapState>()(() => ({ ...readyState, ...state }))
  const controller = {
    store,
    reset: vi.fn(),
    load: vi.fn(async () => undefined),
    setSellToken: vi.fn(),
    setBuyToken: vi.fn(),
    flipTokens: vi.fn(),
    setSellAmount: vi.fn(),
    setMaxAmount: vi.fn(),
    approve: vi.fn(async () => undefined),
    review: vi.fn(async () => undefined),
    edit: vi.fn(),
    swap: vi.fn(async () => undefined),
  } satisfies SwapController
  client = createConnectedClient()
  // The registry gives this controller for Swap; other features load as usual.
  const { features } = getClientContext(client)
  const load = features.load.bind(features)
  vi.spyOn(features, 'load').mockImplementation(((feature: FeatureDefinition) =>
    feature === swapFeature ? Promise.resolve(controller) : load(feature)) as typeof features.load)
  renderWithClient(client, <SwapView />)
  return controller
}

it('shows the form by role and name, loads the tokens, and passes what the user does to core', async () => {
  const controller = renderSwap()
  const amount = await screen.findByRole('textbox', { name: 'Sell amount' })
  await waitFor(() => expect(controller.load).toHaveBeenCalled())
  expect(amount.getAttribute('inputmode')).toBe('decimal')
  expect(screen.getByRole('button', { name: 'Sell token, ETH' })).toBeDefined()
  expect(screen.getByText('Balance: 1.500 ETH')).toBeDefined()
  fireEvent.change(amount, { target: { value: '0.5' } })
  expect(controller.setSellAmount).toHaveBeenCalledWith('0.5')
  fireEvent.click(screen.getByRole('button', { name: 'Max' }))
  expect(controller.setMaxAmount).toHaveBeenCalled()
  fireEvent.click(screen.getByRole('button', { name: 'Buy token' }))
  const list = screen.getByRole('list', { name: 'Buy token' })
  fireEvent.click(within(list).getByRole('button', { name: /^LTT, Latch Test Token/ }))
  expect(controller.setBuyToken).toHaveBeenCalledWith(ltt.key)
  expect(screen.getByRole('button', { name: 'Review swap' }).hasAttribute('disabled')).toBe(true)
  expect(screen.queryByRole('alert')).toBeNull()
})

it('shows the quote: received, rate, minimum, slippage and fee; "Review swap" and Enter review', async () => {
  const controller = renderSwap(quoted)
  await screen.findByRole('textbox', { name: 'Sell amount' })
  expect(screen.getByRole('button', { name: 'Buy token, LTT' })).toBeDefined()
  expect(screen.getByText('You receive ≈').nextElementSibling?.textContent).toBe('1,500 LTT')
  expect(screen.getByText('1 ETH = 1,500 LTT')).toBeDefined()
  expect(screen.getByText('Minimum received').nextElementSibling?.textContent).toBe('1,485 LTT')
  expect(screen.getByText('1 %')).toBeDefined()
  expect(screen.getByText('Network fee').nextElementSibling?.textContent).toBe('0.000021 ETH')
  fireEvent.click(screen.getByRole('button', { name: 'Review swap' }))
  expect(controller.review).toHaveBeenCalledTimes(1)
  fireEvent.submit(screen.getByRole('textbox', { name: 'Sell amount' }))
  expect(controller.review).toHaveBeenCalledTimes(2)
})

it('offers "Approve LTT" while the allowance is short', async () => {
  const controller = renderSwap({
    ...quoted,
    sellToken: ltt,
    buyToken: eth,
    needsApproval: true,
    canApprove: true,
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Approve LTT' }))
  expect(controller.approve).toHaveBeenCalled()
})

it.each([
  [{ formError: 'insufficientBalance' as const, sellAmount: '9' }, 'Insufficient balance'],
  [{ formError: 'sameToken' as const, buyToken: eth }, 'Choose two different tokens'],
  [{ quoteStatus: 'error' as const, quoteError: 'noRoute' as const }, 'No route for this swap'],
  [{ ...quoted, actionError: 'signatureDeclined' as const }, 'Signature declined'],
])('says what is wrong: %o', async (state, text) => {
  renderSwap(state)
  expect((await screen.findByRole('alert')).textContent).toBe(text)
})

it('reviews with the simulated balance changes; "Swap" swaps and "Edit" goes back', async () => {
  const controller = renderSwap({ ...quoted, step: 'review', canReview: false, canSwap: true })
  const changes = await screen.findByRole('list', { name: 'Balance changes' })
  expect(
    within(changes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['−1 ETH', '+1,500 LTT'])
  expect(screen.getByText('You sell').nextElementSibling?.textContent).toBe('1 ETH')
  fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
  expect(controller.swap).toHaveBeenCalled()
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
  expect(controller.edit).toHaveBeenCalled()
})

it('blocks "Swap" when the simulation says it would fail', async () => {
  renderSwap({
    ...quoted,
    step: 'review',
    preview: {
      fee: undefined,
      feeSymbol: 'ETH',
      feeDecimals: 18,
      simulation: { status: 'reverted', reason: 'Too little received' },
    },
  })
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This transaction would fail: Too little received',
  )
  expect(screen.getByRole('button', { name: 'Swap' }).hasAttribute('disabled')).toBe(true)
})

// Issue 26 item 4: core refused the swap transaction (another contract, too little received,
// something else leaving, or no simulation); the view says so in both steps.
it.each(['form', 'review'] as const)(
  'says why "Swap" is off when the swap does not do what the quote says (%s step)',
  async (step) => {
    renderSwap({ ...quoted, step, swapCheck: 'tooLittleReceived', canReview: step === 'form' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This swap is blocked: its transaction could not be confirmed to pay you at least the minimum received and to take only the amount sold.',
    )
    if (step === 'review') {
      expect(screen.getByRole('button', { name: 'Swap' }).hasAttribute('disabled')).toBe(true)
    }
  },
)

it('says when swaps are unavailable, and offers to try a failed load again', async () => {
  const controller = renderSwap({ status: 'error' })
  expect((await screen.findByRole('alert')).textContent).toBe('Could not load the tokens to swap')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(controller.load).toHaveBeenCalledTimes(2))
  cleanup()
  renderSwap({ status: 'unavailable' })
  expect(await screen.findByText('Swaps are not available on this network.')).toBeDefined()
})
