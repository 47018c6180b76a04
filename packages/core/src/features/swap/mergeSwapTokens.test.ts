import { expect, test } from 'vitest'
import type { TokenBalance } from '../../data/types.js'
import { anvil } from '../../testing/localNetworks.js'
import { mergeSwapTokens } from './mergeSwapTokens.js'

const ltt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const lusd = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const lxt = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

const balance = (overrides: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10' },
  ...overrides,
})

test("puts the native currency first, then the source's, the account's and the option's tokens, once each", () => {
  const tokens = mergeSwapTokens({
    caipNetwork: anvil,
    sourceTokens: [
      { address: ltt, name: 'Latch Test Token', symbol: 'LTT', decimals: 18 },
      { name: 'Ether', symbol: 'ETH', decimals: 18 },
    ],
    balances: [
      balance({}),
      balance({
        name: 'LTT from the account',
        symbol: 'LTT',
        address: `eip155:31337:${ltt.toLowerCase()}`,
        quantity: { decimals: '18', numeric: '2.5' },
        iconUrl: 'https://icons.test/ltt.png',
      }),
      balance({
        name: 'Latch Test USD',
        symbol: 'LUSD',
        address: `eip155:31337:${lusd}`,
        quantity: { decimals: '6', numeric: '100' },
      }),
      balance({ name: 'Other chain', chainId: 'eip155:1', address: `eip155:1:${lxt}` }),
      balance({
        name: 'Zero decimals',
        address: `eip155:31337:${lxt}`,
        quantity: { decimals: '0', numeric: '1' },
      }),
    ],
    tokenOptions: [{ address: lusd, image: 'https://icons.test/lusd.png' }, { address: lxt }],
  })
  expect(tokens).toEqual([
    {
      key: 'native',
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      iconUrl: undefined,
      balance: '10',
    },
    {
      key: ltt.toLowerCase(),
      address: ltt,
      name: 'Latch Test Token',
      symbol: 'LTT',
      decimals: 18,
      iconUrl: 'https://icons.test/ltt.png',
      balance: '2.5',
    },
    {
      key: lusd.toLowerCase(),
      address: lusd,
      name: 'Latch Test USD',
      symbol: 'LUSD',
      decimals: 6,
      iconUrl: 'https://icons.test/lusd.png',
      balance: '100',
    },
  ])
})

test("adds the network's currency when nobody lists it", () => {
  expect(mergeSwapTokens({ caipNetwork: anvil, sourceTokens: [], balances: [] })).toEqual([
    {
      key: 'native',
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      iconUrl: undefined,
      balance: undefined,
    },
  ])
})
