import {
  type Address,
  encodeAbiParameters,
  erc20Abi,
  erc721Abi,
  type Hex,
  numberToHex,
  pad,
  zeroAddress,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { ActivityUnavailableError } from './ActivityUnavailableError.js'
import { getTransactions } from './getTransactions.js'
import { TRANSFER_TOPIC } from './parseTransferLog.js'
import { createMockRpc, type MockContract } from './testing/createMockRpc.js'
import { erc20TransferLog, erc721TransferLog, testNetwork } from './testing/mockLogs.js'

const account: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token: Address = '0x1111111111111111111111111111111111111111'
const nft: Address = '0x4444444444444444444444444444444444444444'
const hash = (n: number): Hex => pad(numberToHex(n))

function tx(n: number, fields: { from: Address; to: Address | null; value?: bigint; input?: Hex }) {
  return {
    hash: hash(n),
    from: fields.from.toLowerCase(),
    to: fields.to?.toLowerCase() ?? null,
    value: numberToHex(fields.value ?? 0n),
    nonce: numberToHex(n),
    input: fields.input ?? '0x',
    blockNumber: numberToHex(100 - n),
    blockTimestamp: numberToHex(1_700_000_000 - n),
  }
}
function receipt(n: number, logs: unknown[] = [], status = '0x1') {
  return {
    transactionHash: hash(n),
    status,
    contractAddress: null,
    logs,
    timestamp: 1_700_000_000 - n,
  }
}

const contracts: Record<Address, MockContract> = {
  [token]: {
    abi: erc20Abi,
    read: { name: () => '\u202eLatch\u0000 Test USD', symbol: () => 'LUSD', decimals: () => 6 },
  },
  [nft]: { abi: erc721Abi, read: { name: () => '<b>Latch Test NFT</b>' } },
}

function page(lastPage: boolean) {
  return {
    txs: [
      tx(1, { from: account, to: other, value: 10n ** 18n }),
      tx(2, { from: other, to: token, input: '0xa9059cbb' }),
      tx(3, { from: other, to: nft, input: '0x40c10f19' }),
      tx(4, { from: account, to: token, input: '0x095ea7b3' }),
      tx(5, { from: account, to: other, value: 1n }),
    ],
    receipts: [
      receipt(1),
      receipt(2, [erc20TransferLog(token, other, account, 1_500_000n)]),
      receipt(3, [erc721TransferLog(nft, zeroAddress, account, 7n)]),
      receipt(4),
      receipt(5, [], '0x0'),
    ],
    firstPage: true,
    lastPage,
  }
}

describe('getTransactions', () => {
  test('maps an Otterscan page: directions, operation types, token names as plain text, status, time', async () => {
    const { client, requests } = createMockRpc({
      network: testNetwork,
      contracts,
      methods: { ots_searchTransactionsBefore: () => page(false) },
    })
    const { data, next } = await getTransactions(client, {
      address: account,
      caipNetwork: testNetwork,
    })
    expect(requests.find((request) => request.method.startsWith('ots_'))?.params).toEqual([
      account,
      0,
      10,
    ])
    expect(next).toBe('95')
    expect(data.map((transaction) => transaction.metadata.operationType)).toEqual([
      'send',
      'receive',
      'mint',
      'approve',
      'send',
    ])
    expect(data[0]).toEqual({
      id: hash(1),
      metadata: {
        operationType: 'send',
        hash: hash(1),
        minedAt: new Date((1_700_000_000 - 1) * 1000).toISOString(),
        sentFrom: account,
        sentTo: other,
        status: 'confirmed',
        nonce: 1,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1' },
          fungible_info: { name: 'Ether', symbol: 'ETH' },
        },
      ],
    })
    expect(data[1]?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1.5' },
        fungible_info: { name: 'Latch Test USD', symbol: 'LUSD' },
      },
    ])
    expect(data[2]?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1' },
        nft_info: { name: '<b>Latch Test NFT</b> #7', flags: { is_spam: false } },
      },
    ])
    expect(data[4]?.metadata.status).toBe('failed')
    // One multicall for the token and the collection.
    expect(requests.filter((request) => request.method === 'eth_call')).toHaveLength(1)
  })

  test('continues before the cursor block and ends on the last page', async () => {
    const { client, requests } = createMockRpc({
      network: testNetwork,
      contracts,
      methods: { ots_searchTransactionsBefore: () => page(true) },
    })
    const result = await getTransactions(client, {
      address: account,
      caipNetwork: testNetwork,
      cursor: '95',
    })
    expect(result.next).toBeUndefined()
    expect(requests.find((request) => request.method.startsWith('ots_'))?.params[1]).toBe(95)
    await expect(
      getTransactions(client, { address: account, caipNetwork: testNetwork, cursor: '0x5f' }),
    ).rejects.toThrow('Invalid activity cursor')
  })

  // A node that cuts every page at exactly 10 transactions, inside a block if it must.
  function cuttingNode(blocks: Record<number, number[]>) {
    const list = Object.entries(blocks)
      .sort(([a], [b]) => Number(b) - Number(a))
      .flatMap(([block, ns]) =>
        ns.map((n) => ({
          ...tx(n, { from: account, to: other }),
          blockNumber: numberToHex(Number(block)),
        })),
      )
    return createMockRpc({
      network: testNetwork,
      methods: {
        ots_searchTransactionsBefore: (params) => {
          const before = Number(params[1])
          const older = list.filter((item) => before === 0 || Number(item.blockNumber) < before)
          const txs = older.slice(0, 10)
          return {
            txs,
            receipts: txs.map((item) => ({ ...receipt(0), transactionHash: item.hash })),
            firstPage: before === 0,
            lastPage: older.length <= 10,
          }
        },
      },
    })
  }
  const ids = (page: { data: readonly { id: string }[] }) => page.data.map((item) => item.id)
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i)

  test('a page cut inside a block: the next page reads that block again and skips what was shown', async () => {
    const { client, requests } = cuttingNode({
      60: range(1, 7),
      50: range(8, 12),
      40: range(13, 15),
    })
    const query = { address: account, caipNetwork: testNetwork }
    const first = await getTransactions(client, query)
    expect(ids(first)).toEqual(range(1, 10).map(hash))
    expect(first.next).toBe('50:3')
    const second = await getTransactions(client, { ...query, cursor: first.next })
    expect(ids(second)).toEqual(range(11, 15).map(hash))
    expect(second.next).toBeUndefined()
    expect(requests.filter((r) => r.method.startsWith('ots_')).map((r) => r.params[1])).toEqual([
      0, 51,
    ])
  })

  test('a block longer than a page on a cutting node: the reader still moves on', async () => {
    const { client, requests } = cuttingNode({ 50: range(1, 12), 40: [13] })
    const query = { address: account, caipNetwork: testNetwork }
    const first = await getTransactions(client, query)
    expect(first.next).toBe('50:10')
    // Transactions 11 and 12 cannot be reached through ots_searchTransactionsBefore on such a node.
    const second = await getTransactions(client, { ...query, cursor: first.next })
    expect(ids(second)).toEqual([hash(13)])
    expect(second.next).toBeUndefined()
    expect(requests.filter((r) => r.method.startsWith('ots_')).map((r) => r.params[1])).toEqual([
      0, 51, 50,
    ])
  })

  test('an RPC without ots_ methods gives a clear error', async () => {
    const { client } = createMockRpc({ network: testNetwork })
    const error = await getTransactions(client, {
      address: account,
      caipNetwork: testNetwork,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ActivityUnavailableError)
    expect((error as Error).message).toMatch(
      /^Activity needs an RPC with Otterscan \(ots_\) methods/,
    )
  })

  test('refuses an answer that is not an Otterscan page; ignores malformed transfer logs', async () => {
    const { client } = createMockRpc({
      network: testNetwork,
      methods: { ots_searchTransactionsBefore: () => ({ txs: 'oops', receipts: [] }) },
    })
    await expect(
      getTransactions(client, { address: account, caipNetwork: testNetwork }),
    ).rejects.toThrow()
    const forged = {
      address: token,
      // A "from" topic with junk in the address padding, and a 2-word data.
      topics: [TRANSFER_TOPIC, `0xff${account.slice(2).padStart(62, '0')}`, pad(account)],
      data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [1n, 2n]),
    }
    const { client: lenient } = createMockRpc({
      network: testNetwork,
      contracts,
      methods: {
        ots_searchTransactionsBefore: () => ({
          txs: [tx(1, { from: other, to: token, input: '0x12345678' })],
          receipts: [receipt(1, [forged])],
          firstPage: true,
          lastPage: true,
        }),
      },
    })
    const { data } = await getTransactions(lenient, { address: account, caipNetwork: testNetwork })
    expect(data[0]?.transfers).toEqual([])
    expect(data[0]?.metadata.operationType).toBe('execute')
  })
})
