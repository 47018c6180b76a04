import { expect, test } from 'vitest'
import type { TokenBalance } from '../../data/types.js'
import { toShownTokenBalances, withPrices } from './tokenBalanceRules.js'

const token = (name: string, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name,
  symbol: name.slice(0, 3).toUpperCase(),
  chainId: 'eip155:1',
  address: `eip155:1:0x${name.padEnd(40, '0').slice(0, 40)}`,
  quantity: { decimals: '18', numeric: '1' },
  ...extra,
})

test("drops tokens with decimals '0' (spec §5) and lists native first, then by value, then by name", () => {
  const native = token('Ether', { address: undefined, value: 1 })
  const shown = toShownTokenBalances([
    token('beta'),
    token('nft', { quantity: { decimals: '0', numeric: '1' } }),
    token('alpha'),
    token('rich', { value: 500 }),
    native,
    token('poor', { value: 2 }),
  ])
  expect(shown.map((balance) => balance.name)).toEqual(['Ether', 'rich', 'poor', 'alpha', 'beta'])
})

test('adds value = quantity × price by address, else by symbol; keeps prices already there', () => {
  const ltt = token('ltt', { quantity: { decimals: '18', numeric: '12.5' } })
  const priced = token('usd', { price: 1, value: 3 })
  const native = token('Ether', {
    address: undefined,
    symbol: 'ETH',
    quantity: { decimals: '18', numeric: '2' },
  })
  const fakeEther = token('Fake', {
    symbol: 'ETH',
    quantity: { decimals: '18', numeric: '1000000' },
  })
  const result = withPrices(
    [ltt, priced, native, fakeEther],
    {
      byAddress: new Map([[ltt.address?.toLowerCase() ?? '', 2]]),
      bySymbol: new Map([['ETH', 3000]]),
    },
    'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  )
  expect(result.map((balance) => [balance.price, balance.value])).toEqual([
    [2, 25],
    [1, 3],
    [3000, 6000],
    // A contract calling itself "ETH" gets no price from the symbol.
    [undefined, undefined],
  ])
})
