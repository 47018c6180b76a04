import {
  createClient,
  custom,
  defineChain,
  encodeAbiParameters,
  numberToHex,
  pad,
  parseEther,
} from 'viem'
import { describe, expect, test } from 'vitest'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import { estimateCallsFee, loadCallsPreview, type PreviewFee } from './loadTransactionPreview.js'

const smart = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const calls = [
  { to: recipient, value: parseEther('0.1'), data: undefined },
  { to: recipient, value: parseEther('0.2'), data: undefined },
] as const

/** Chain 31337, answering `eth_simulateV1` with `results`; it records who the calls were from. */
function network(results: unknown[], senders: string[] = []): NetworkClient {
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  })
  const client = createClient({
    chain,
    transport: custom(
      {
        async request({ method, params }) {
          if (method === 'eth_chainId') return numberToHex(31337)
          if (method === 'eth_simulateV1') {
            const [{ blockStateCalls }] = params as [
              { blockStateCalls: { calls: { from: string }[] }[] },
            ]
            for (const call of blockStateCalls[0]?.calls ?? []) senders.push(call.from)
            return [{ calls: results }]
          }
          throw new Error(`not answered: ${method}`)
        },
      },
      { retryCount: 0 },
    ),
  })
  return {
    network: {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    },
    chain,
    client,
    trusted: Promise.resolve(client),
  }
}

const ok = (logs: unknown[] = []) => ({ status: '0x1', gasUsed: '0x5208', logs })
const preview = (on: NetworkClient, fee: PreviewFee) =>
  loadCallsPreview(on, smart, calls, {
    readToken: async () => ({ symbol: 'LTT', decimals: 18 }),
    symbol: 'ETH',
    trusted: on.client,
    fee: Promise.resolve(fee),
  })

describe('loadCallsPreview', () => {
  test('the batch from the smart account: all values leave, tokens summed, fee at most', async () => {
    const senders: string[] = []
    const tokenIn = {
      address: token,
      topics: [transferTopic, pad(recipient), pad(smart)],
      data: encodeAbiParameters([{ type: 'uint256' }], [parseEther('12.5')]),
    }
    const on = network([ok(), ok([tokenIn])], senders)
    expect(await preview(on, { maxFee: parseEther('0.001'), upTo: true })).toEqual({
      fee: 'up to 0.001 ETH',
      simulation: { status: 'success', balanceChanges: ['−0.3 ETH', '+12.5 LTT'] },
    })
    expect(senders).toEqual([smart, smart])
  })

  test('sponsored, or unknown', async () => {
    expect(await preview(network([ok(), ok()]), { sponsored: true })).toMatchObject({
      fee: 'Sponsored',
    })
    expect(await preview(network([ok(), ok()]), undefined)).toMatchObject({ fee: undefined })
  })

  test('a call that reverts: the batch would fail, the call named', async () => {
    const reverted = { status: '0x0', gasUsed: '0x0', error: { message: 'execution reverted' } }
    expect(await preview(network([ok(), reverted]), { sponsored: true })).toEqual({
      fee: 'Sponsored',
      simulation: { status: 'reverted', reason: 'Call 2 of 2: execution reverted' },
    })
  })
})

describe('estimateCallsFee', () => {
  test('an estimate that fails (a call needing an earlier one mined) makes it unknown', async () => {
    const on = network([])
    expect(await estimateCallsFee(on, smart, calls, on.client)).toBeUndefined()
  })
})
