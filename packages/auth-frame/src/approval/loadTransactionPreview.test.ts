import { createClient, custom, defineChain, numberToHex, pad, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { loadTransactionPreview } from './loadTransactionPreview.js'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const transaction: TransactionRequest = {
  to: recipient,
  value: parseEther('0.1'),
  data: undefined,
  gas: undefined,
  nonce: undefined,
  gasPrice: undefined,
  maxFeePerGas: undefined,
  maxPriorityFeePerGas: undefined,
}

/** A network whose host declared 6 decimals, on an RPC answering `eth_chainId` with `rpcChain`. */
function network(rpcChain: number | 'error', logs: unknown[] = []): NetworkClient {
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 6 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  })
  const client = createClient({
    chain,
    transport: custom(
      {
        async request({ method }) {
          if (method === 'eth_chainId') {
            if (rpcChain === 'error') throw new Error('offline')
            return numberToHex(rpcChain)
          }
          if (method === 'eth_simulateV1')
            return [{ calls: [{ status: '0x1', gasUsed: '0x5208', logs, returnData: '0x' }] }]
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
      nativeCurrency: { symbol: 'ETH', decimals: 6 },
    },
    chain,
    client,
    trusted: Promise.resolve(client),
  }
}

/** Previews on `network`, its RPC trusted (the auth server's) unless `trusted` is false. */
const load = (rpcChain: number | 'error', logs: unknown[] = [], trusted = true) => {
  const on = network(rpcChain, logs)
  return loadTransactionPreview(
    on,
    from,
    transaction,
    async () => undefined,
    'ETH',
    undefined,
    trusted ? on.client : undefined,
  )
}

describe('loadTransactionPreview', () => {
  test('native changes in wei whatever decimals the host declared; an unknown fee', async () => {
    expect(await load(31337)).toEqual({
      fee: undefined,
      simulation: { status: 'success', balanceChanges: ['−0.1 ETH'] },
    })
  })

  test('what the simulation says comes back is its own line: an RPC cannot net the value away', async () => {
    // A node claiming the 0.1 ETH sent comes straight back (traceTransfers' pseudo-token log).
    const refund = {
      address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      topics: [
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        pad(recipient),
        pad(from),
      ],
      data: pad(numberToHex(parseEther('0.1'))),
    }
    expect(await load(31337, [refund])).toEqual({
      fee: undefined,
      simulation: { status: 'success', balanceChanges: ['−0.1 ETH', '+0.1 ETH'] },
    })
  })

  test('no trusted RPC for the chain: nothing is simulated through the host’s RPC', async () => {
    // The host's RPC would report a refund of everything sent: it is not asked.
    const refund = {
      address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      topics: [
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        pad(recipient),
        pad(from),
      ],
      data: pad(numberToHex(parseEther('0.1'))),
    }
    expect(await load(31337, [refund], false)).toEqual({
      fee: undefined,
      simulation: { status: 'unavailable' },
    })
  })

  test('an RPC on another chain gives no preview', async () => {
    expect(await load(1)).toEqual({ wrongChain: 31337 })
  })

  test('an RPC that does not say its chain gives no simulation', async () => {
    expect(await load('error')).toEqual({ fee: undefined, simulation: { status: 'unavailable' } })
  })
})
