import {
  type Client,
  encodeAbiParameters,
  encodeErrorResult,
  pad,
  parseAbi,
  parseEther,
} from 'viem'
import { describe, expect, test } from 'vitest'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { type SimulatedCall, simulateCalls, simulateTransaction } from './simulateTransaction.js'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const transfer = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const transaction: TransactionRequest = {
  to: token,
  value: 0n,
  data: '0xa9059cbb',
  gas: undefined,
  nonce: undefined,
  gasPrice: undefined,
  maxFeePerGas: undefined,
  maxPriorityFeePerGas: undefined,
}

const clientAnswering = (answer: () => unknown) =>
  ({ request: async () => answer() }) as unknown as Client

const log = (address: string, sender: string, recipient: string, amount: bigint) => ({
  address,
  topics: [transfer, pad(sender as `0x${string}`), pad(recipient as `0x${string}`)],
  data: encodeAbiParameters([{ type: 'uint256' }], [amount]),
})

describe('simulateTransaction', () => {
  test('collects the sender’s ERC-20 changes and the native currency traced to it', async () => {
    const client = clientAnswering(() => [
      {
        calls: [
          {
            status: '0x1',
            returnData: '0x',
            gasUsed: '0x5208',
            logs: [
              log(token, from, other, parseEther('2')),
              log(token, other, from, parseEther('0.5')),
              log('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', from, other, parseEther('1')),
              // What the contract sends back (an unwrap, a refund) counts too.
              log('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', other, from, parseEther('0.25')),
              log('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', other, token, 5n),
              log('0x1111111111111111111111111111111111111111', other, from, 7n),
            ],
          },
        ],
      },
    ])
    const result = await simulateTransaction(client, from, transaction)
    expect(result).toEqual({
      status: 'success',
      gasUsed: 21000n,
      tokenChanges: new Map([
        [token, -parseEther('1.5')],
        ['0x1111111111111111111111111111111111111111', 7n],
      ]),
      nativeReceived: parseEther('0.25'),
    })
  })

  test('a node that traces no native transfer: nothing received', async () => {
    const client = clientAnswering(() => [
      { calls: [{ status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: [] }] },
    ])
    expect(await simulateTransaction(client, from, transaction)).toEqual({
      status: 'success',
      gasUsed: 21000n,
      tokenChanges: new Map(),
      nativeReceived: 0n,
    })
  })

  test('a revert gives its reason, direction-changing characters shown, not obeyed', async () => {
    const returnData = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['ERC20: transfer amount exceeds balance\u202e'],
    })
    const client = clientAnswering(() => [
      {
        calls: [
          {
            status: '0x0',
            returnData,
            gasUsed: '0x0',
            logs: [],
            error: { message: 'execution reverted', data: returnData },
          },
        ],
      },
    ])
    expect(await simulateTransaction(client, from, transaction)).toEqual({
      status: 'reverted',
      reason: 'ERC20: transfer amount exceeds balance⟨U+202E⟩',
    })
  })

  test('a node without eth_simulateV1 or an odd answer: unavailable', async () => {
    const missing = clientAnswering(() => {
      throw Object.assign(new Error('Method not found'), { code: -32601 })
    })
    expect(await simulateTransaction(missing, from, transaction)).toEqual({ status: 'unavailable' })
    expect(
      await simulateTransaction(
        clientAnswering(() => ({})),
        from,
        transaction,
      ),
    ).toEqual({
      status: 'unavailable',
    })
  })
})

describe('simulateCalls', () => {
  const calls: SimulatedCall[] = [
    transaction,
    { to: other, value: parseEther('1'), data: undefined },
  ]

  test('the calls in order in one block, from the sender; changes summed over all', async () => {
    const asked: unknown[] = []
    const client = {
      request: async ({ params }: { params: unknown }) => {
        asked.push(params)
        return [
          {
            calls: [
              {
                status: '0x1',
                gasUsed: '0x5208',
                logs: [log(token, from, other, parseEther('2'))],
              },
              {
                status: '0x1',
                gasUsed: '0x5208',
                logs: [
                  log(token, other, from, parseEther('0.5')),
                  log('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', other, from, 3n),
                ],
              },
            ],
          },
        ]
      },
    } as unknown as Client
    expect(await simulateCalls(client, from, calls)).toEqual({
      status: 'success',
      gasUsed: 42000n,
      tokenChanges: new Map([[token, -parseEther('1.5')]]),
      nativeReceived: 3n,
    })
    expect(asked).toEqual([
      [
        {
          blockStateCalls: [
            {
              calls: [
                { from, to: token, value: '0x0', data: '0xa9059cbb' },
                { from, to: other, value: '0xde0b6b3a7640000' },
              ],
            },
          ],
          traceTransfers: true,
          validation: false,
        },
        'latest',
      ],
    ])
  })

  test('the first call that reverts makes the batch revert, and says which', async () => {
    const client = clientAnswering(() => [
      {
        calls: [
          { status: '0x1', gasUsed: '0x5208', logs: [] },
          { status: '0x0', gasUsed: '0x0', error: { message: 'execution reverted: no allowance' } },
        ],
      },
    ])
    expect(await simulateCalls(client, from, calls)).toEqual({
      status: 'reverted',
      reason: 'execution reverted: no allowance',
      call: 1,
    })
  })

  test('an answer that does not have a result per call: unavailable', async () => {
    const client = clientAnswering(() => [{ calls: [{ status: '0x1', gasUsed: '0x0' }] }])
    expect(await simulateCalls(client, from, calls)).toEqual({ status: 'unavailable' })
  })
})
