import { type Address, erc20Abi, erc721Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { getTokenBalances } from './getTokenBalances.js'
import { createMockRpc, type MockContract } from './testing/createMockRpc.js'
import { erc20TransferLog, erc721TransferLog, testNetwork } from './testing/mockLogs.js'

const account: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ltt: Address = '0x1111111111111111111111111111111111111111'
const usd: Address = '0x2222222222222222222222222222222222222222'
const spent: Address = '0x3333333333333333333333333333333333333333'
const nft: Address = '0x4444444444444444444444444444444444444444'
const listed: Address = '0x5555555555555555555555555555555555555555'

function erc20(name: string, symbol: string, decimals: number, balance: bigint): MockContract {
  return {
    abi: erc20Abi,
    read: {
      name: () => name,
      symbol: () => symbol,
      decimals: () => decimals,
      balanceOf: () => balance,
    },
  }
}

const contracts = {
  [ltt]: erc20('Latch Test Token', 'LTT', 18, 12_500_000_000_000_000_000n),
  // USDT-style: 6 decimals (its transfer returns nothing; reading is standard).
  [usd]: erc20('Latch Test USD', 'LUSD', 6, 1_500_000n),
  [spent]: erc20('Spent Token', 'SPT', 18, 0n),
  [listed]: erc20('Listed Token', 'LST', 8, 0n),
  [nft]: { abi: erc721Abi, read: { name: () => 'Latch Test NFT' } },
}
const logs = [
  erc20TransferLog(ltt, other, account, 12_500_000_000_000_000_000n, 5n),
  erc20TransferLog(usd, other, account, 2_000_000n, 6n),
  erc20TransferLog(usd, account, other, 500_000n, 7n),
  erc20TransferLog(spent, account, other, 1n, 8n),
  erc721TransferLog(nft, other, account, 1n, 9n),
]

describe('getTokenBalances', () => {
  test('native first, then the tokens option (even at zero), then found tokens with a balance, in one multicall', async () => {
    const { client, requests } = createMockRpc({
      network: testNetwork,
      contracts,
      logs,
      balance: 1_500_000_000_000_000_000n,
    })
    const balances = await getTokenBalances(client, {
      address: account.toLowerCase(),
      caipNetwork: testNetwork,
      tokens: [{ address: listed, image: 'https://example.com/lst.png' }, { address: 'nope' }],
    })
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric: '1.5' },
      },
      {
        name: 'Listed Token',
        symbol: 'LST',
        chainId: 'eip155:31337',
        address: `eip155:31337:${listed}`,
        quantity: { decimals: '8', numeric: '0' },
        iconUrl: 'https://example.com/lst.png',
      },
      expect.objectContaining({
        symbol: 'LTT',
        address: `eip155:31337:${ltt}`,
        quantity: { decimals: '18', numeric: '12.5' },
      }),
      expect.objectContaining({ symbol: 'LUSD', quantity: { decimals: '6', numeric: '1.5' } }),
    ])
    expect(requests.filter((request) => request.method === 'eth_call')).toHaveLength(1)
    // The ERC-721 (4-topic Transfer) is not read as a token.
    const callData = JSON.stringify(requests)
    expect(callData.toLowerCase()).not.toContain(nft.slice(2).toLowerCase())
  })

  test('token names stay plain text: control and bidi characters removed, HTML kept as text, capped', async () => {
    const hostile = '<img src=x onerror=alert(1)>\u202e\u0007\u200bEvil'
    const { client } = createMockRpc({
      network: testNetwork,
      contracts: {
        [ltt]: erc20(`${hostile}${'x'.repeat(500)}`, 'L\u0000TT\u2066', 18, 1n),
      },
      logs: [erc20TransferLog(ltt, other, account, 1n)],
    })
    const [, token] = await getTokenBalances(client, { address: account, caipNetwork: testNetwork })
    expect(token?.symbol).toBe('LTT')
    expect(token?.name.startsWith('<img src=x onerror=alert(1)>Evil')).toBe(true)
    expect(Array.from(token?.name ?? '')).toHaveLength(64)
  })

  test('skips a token whose calls fail or whose answers are not an ERC-20', async () => {
    const { client } = createMockRpc({
      network: testNetwork,
      contracts: {
        [ltt]: {
          abi: erc20Abi,
          read: {
            ...erc20('Latch Test Token', 'LTT', 18, 1n).read,
            symbol: () => {
              throw new Error('revert')
            },
          },
        },
        [usd]: erc20('Blank', '\u200b\u200b', 6, 5n),
      },
      logs: [erc20TransferLog(ltt, other, account, 1n), erc20TransferLog(usd, other, account, 1n)],
    })
    const balances = await getTokenBalances(client, { address: account, caipNetwork: testNetwork })
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH'])
  })

  test('without Multicall3 on the chain, reads each value with its own call and eth_getBalance', async () => {
    const { client, requests } = createMockRpc({
      network: testNetwork,
      contracts,
      logs,
      balance: 10n ** 18n,
      multicall: false,
    })
    const balances = await getTokenBalances(client, { address: account, caipNetwork: testNetwork })
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'LTT', 'LUSD'])
    expect(balances[0]?.quantity.numeric).toBe('1')
    expect(requests.filter((request) => request.method === 'eth_getBalance')).toHaveLength(1)
    expect(requests.filter((request) => request.method === 'eth_call').length).toBeGreaterThan(4)
  })

  test('when the node refuses logs from block 0, reads the last 50,000 blocks', async () => {
    const { client, requests } = createMockRpc({
      network: testNetwork,
      contracts,
      blockNumber: 120_000n,
      maxLogRange: 50_000n,
      logs: [
        erc20TransferLog(ltt, other, account, 1n, 10n),
        erc20TransferLog(usd, other, account, 1n, 100_000n),
      ],
    })
    const balances = await getTokenBalances(client, { address: account, caipNetwork: testNetwork })
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'LUSD'])
    const ranges = requests
      .filter((request) => request.method === 'eth_getLogs')
      .map(({ params }) => (params[0] as { fromBlock: string }).fromBlock)
    expect(ranges).toEqual(['0x0', '0x0', '0x11171', '0x11171'])
  })

  test('rejects an address that is not an EVM address', async () => {
    const { client } = createMockRpc({ network: testNetwork })
    await expect(
      getTokenBalances(client, { address: 'not-an-address', caipNetwork: testNetwork }),
    ).rejects.toThrow(/Address "not-an-address" is invalid/)
  })
})
