import { expect, test } from 'vitest'
import type { AdapterTransaction, SimulationResult } from '../../adapter/transactionTypes.js'
import { anvil } from '../../testing/localNetworks.js'
import { encodeApproveCall } from './approveCalldata.js'
import { checkSwapOutcome } from './checkSwapOutcome.js'
import type { SwapQuote, SwapToken } from './types.js'

// Issue 26 item 4: whatever a swap source built (a hostile Blockchain API's answer), it is sent
// only when it calls the quoted contract and its simulation pays the minimum, taking the amount
// sold and nothing else.

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const router = '0xE592427A0AEce92De3Edee1F18E0157C05861564'
const attacker = '0x000000000000000000000000000000000000dEaD'
const ltt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const lusd = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const eth: SwapToken = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const lttToken: SwapToken = { address: ltt, name: 'Latch Test Token', symbol: 'LTT', decimals: 18 }
const e18 = 10n ** 18n

const quote = (overrides: Partial<SwapQuote> = {}): SwapQuote => ({
  from: eth,
  to: lttToken,
  fromAmount: e18,
  toAmount: 1500n * e18,
  toAmountMin: 1485n * e18,
  slippage: 1,
  source: 'blockchain-api',
  contract: router,
  ...overrides,
})
const swap = (overrides: Partial<AdapterTransaction> = {}): AdapterTransaction => ({
  caipNetwork: anvil,
  from: user,
  to: router.toLowerCase(),
  value: e18,
  data: '0x5ae401dc',
  ...overrides,
})
const success = (...changes: [string | undefined, bigint][]): SimulationResult => ({
  status: 'success',
  changes: changes.map(([address, diff]) => ({
    ...(address && { address }),
    symbol: address ? 'TKN' : 'ETH',
    decimals: 18,
    diff,
  })),
})
const honest = success([undefined, -e18], [ltt.toLowerCase(), 1490n * e18])

test('an honest swap passes: the quoted contract (any case), the minimum or more arrives, the amount sold leaves', () => {
  expect(checkSwapOutcome({ quote: quote(), swap: swap(), simulation: honest })).toBeUndefined()
  const exact = success([undefined, -e18], [ltt, 1485n * e18], [lusd, 5n])
  expect(checkSwapOutcome({ quote: quote(), swap: swap(), simulation: exact })).toBeUndefined()
})

test('a swap to another contract, or as a token transfer, is otherContract', () => {
  const simulation = honest
  expect(checkSwapOutcome({ quote: quote(), swap: swap({ to: attacker }), simulation })).toBe(
    'otherContract',
  )
  const token = { address: ltt, decimals: 18 }
  expect(checkSwapOutcome({ quote: quote(), swap: swap({ token }), simulation })).toBe(
    'otherContract',
  )
})

test('an approval must be approve(contract, at most the amount sold) on the sold token, sending nothing', () => {
  const sellLtt = quote({ from: lttToken, to: eth, toAmountMin: e18 })
  const simulation = success([ltt, -e18], [undefined, 1n * e18])
  const sold = swap({ value: 0n })
  const approve = (overrides: Partial<AdapterTransaction> = {}): AdapterTransaction => ({
    ...swap({ to: ltt, value: 0n, data: encodeApproveCall(router, e18) }),
    ...overrides,
  })
  const check = (transaction: AdapterTransaction) =>
    checkSwapOutcome({ quote: sellLtt, swap: sold, approve: transaction, simulation })
  expect(check(approve())).toBeUndefined()
  expect(check(approve({ data: encodeApproveCall(attacker, e18) }))).toBe('otherContract')
  expect(check(approve({ data: encodeApproveCall(router, e18 + 1n) }))).toBe('otherContract')
  expect(check(approve({ to: lusd }))).toBe('otherContract')
  expect(check(approve({ value: 1n }))).toBe('otherContract')
  expect(check(approve({ data: '0xa9059cbb' }))).toBe('otherContract')
})

test('the bought token arriving below the minimum, elsewhere, or not at all is tooLittleReceived', () => {
  const check = (simulation: SimulationResult, overrides: Partial<SwapQuote> = {}) =>
    checkSwapOutcome({ quote: quote(overrides), swap: swap(), simulation })
  expect(check(success([undefined, -e18], [ltt, 1485n * e18 - 1n]))).toBe('tooLittleReceived')
  expect(check(success([undefined, -e18]))).toBe('tooLittleReceived')
  expect(check(success([undefined, -e18], [lusd, 1500n * e18]))).toBe('tooLittleReceived')
  // A minimum rounded down to 0 still needs something to arrive.
  expect(check(success([undefined, -e18]), { toAmountMin: 0n })).toBe('tooLittleReceived')
  // Buying the native currency: the native change is what arrives.
  const buyEth = { from: lttToken, to: eth, toAmountMin: 2n }
  const sell = swap({ value: 0n })
  expect(
    checkSwapOutcome({ quote: quote(buyEth), swap: sell, simulation: success([ltt, -e18]) }),
  ).toBe('tooLittleReceived')
})

test('more than the amount sold, another asset leaving, or more wei sent than sold is unexpectedOutflow', () => {
  const check = (simulation: SimulationResult, transaction = swap()) =>
    checkSwapOutcome({ quote: quote(), swap: transaction, simulation })
  const received: [string, bigint] = [ltt, 1490n * e18]
  expect(check(success([undefined, -e18 - 1n], received))).toBe('unexpectedOutflow')
  expect(check(success([undefined, -e18], received, [lusd, -1n]))).toBe('unexpectedOutflow')
  expect(check(honest, swap({ value: e18 + 1n }))).toBe('unexpectedOutflow')
  const sellLtt = quote({ from: lttToken, to: eth, toAmountMin: 1n })
  expect(
    checkSwapOutcome({
      quote: sellLtt,
      swap: swap({ value: 1n }),
      simulation: success([ltt, -e18], [undefined, 2n]),
    }),
  ).toBe('unexpectedOutflow')
})

test('no simulation cannot be checked: simulationUnavailable; a revert is left to the preview', () => {
  const check = (simulation: SimulationResult) =>
    checkSwapOutcome({ quote: quote(), swap: swap(), simulation })
  expect(check({ status: 'unavailable' })).toBe('simulationUnavailable')
  expect(check({ status: 'reverted', reason: 'Too little received' })).toBeUndefined()
  // The contract is checked first, whatever the simulation says.
  expect(
    checkSwapOutcome({ quote: quote(), swap: swap({ to: attacker }), simulation: honest }),
  ).toBe('otherContract')
})
