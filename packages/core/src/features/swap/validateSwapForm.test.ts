import { expect, test } from 'vitest'
import type { SwapTokenOption } from './mergeSwapTokens.js'
import { quoteRate } from './quoteRate.js'
import { validateSwapForm } from './validateSwapForm.js'

const eth: SwapTokenOption = {
  key: 'native',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  balance: '1.5',
}
const lusd: SwapTokenOption = {
  key: '0xe7',
  address: '0xe7',
  name: 'USD',
  symbol: 'LUSD',
  decimals: 6,
}

test.each([
  [{ sellToken: eth, buyToken: eth, sellAmount: '1' }, 'sameToken'],
  [{ sellToken: undefined, buyToken: lusd, sellAmount: '1' }, 'selectToken'],
  [{ sellToken: eth, buyToken: lusd, sellAmount: ' ' }, 'noAmount'],
  [{ sellToken: eth, buyToken: lusd, sellAmount: '0.000' }, 'noAmount'],
  [{ sellToken: eth, buyToken: lusd, sellAmount: '1e3' }, 'invalidAmount'],
  [{ sellToken: lusd, buyToken: eth, sellAmount: '0.0000001' }, 'invalidAmount'],
  [{ sellToken: eth, buyToken: lusd, sellAmount: '1.6' }, 'insufficientBalance'],
  [{ sellToken: eth, buyToken: undefined, sellAmount: '1' }, 'selectToken'],
] as const)('%o is %s', (form, error) => {
  expect(validateSwapForm(form)).toEqual({ error })
})

test('gives the amount in base units, up to the balance, or any amount when the balance is unknown', () => {
  expect(validateSwapForm({ sellToken: eth, buyToken: lusd, sellAmount: '1.5' })).toEqual({
    amount: 15n * 10n ** 17n,
  })
  expect(validateSwapForm({ sellToken: lusd, buyToken: eth, sellAmount: '1000000' })).toEqual({
    amount: 10n ** 12n,
  })
})

test('prices one whole sold token in the bought token', () => {
  const from = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  expect(quoteRate({ from, fromAmount: 5n * 10n ** 17n, toAmount: 750n * 10n ** 6n })).toBe(
    1500n * 10n ** 6n,
  )
  expect(quoteRate({ from, fromAmount: 0n, toAmount: 1n })).toBe(0n)
})
