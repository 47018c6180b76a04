import { createClient, custom, defineChain, type Hex, parseTransaction } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { executeUnsafeRequest } from './executeUnsafeRequest.js'
import type { TransactionRequest } from './parseUnsafeRequest.js'

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const chain = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** A node that estimates 100,000 gas, has no `eth_fillTransaction`, and keeps what it is sent. */
function createNode() {
  const sent: Hex[] = []
  const answers: Record<string, unknown> = {
    eth_chainId: '0x7a69',
    eth_estimateGas: '0x186a0',
    eth_getTransactionCount: '0x0',
    eth_getBlockByNumber: { baseFeePerGas: '0x1', number: '0x1' },
    eth_maxPriorityFeePerGas: '0x1',
  }
  const client = createClient({
    chain,
    transport: custom(
      {
        async request({ method, params }) {
          if (method === 'eth_sendRawTransaction') {
            sent.push((params as [Hex])[0])
            return `0x${'ab'.repeat(32)}`
          }
          if (!(method in answers)) throw new Error(`unexpected ${method}`)
          return answers[method]
        },
      },
      { retryCount: 0 },
    ),
  })
  return { sent, network: { chain, client, network: {} } as never }
}

const transfer = (fields: Partial<TransactionRequest> = {}): TransactionRequest => ({
  to: '0x000000000000000000000000000000000000bEEF',
  value: 1n,
  data: undefined,
  gas: undefined,
  nonce: undefined,
  gasPrice: undefined,
  maxFeePerGas: undefined,
  maxPriorityFeePerGas: undefined,
  ...fields,
})

test("eth_sendTransaction sends the node's gas estimate plus 20 %", async () => {
  const { sent, network } = createNode()
  await executeUnsafeRequest(
    { method: 'eth_sendTransaction', transaction: transfer() },
    account,
    network,
  )
  expect(sent.map((raw) => parseTransaction(raw).gas)).toEqual([120_000n])
})

test("eth_sendTransaction keeps the dapp's own gas limit", async () => {
  const { sent, network } = createNode()
  await executeUnsafeRequest(
    { method: 'eth_sendTransaction', transaction: transfer({ gas: 21_000n }) },
    account,
    network,
  )
  expect(sent.map((raw) => parseTransaction(raw).gas)).toEqual([21_000n])
})

test('eth_sendTransaction goes through the project’s trusted RPC when it names one, else the host’s', async () => {
  const host = createNode()
  const trusted = createNode()
  const { client } = trusted.network as { client: unknown }
  await executeUnsafeRequest({ method: 'eth_sendTransaction', transaction: transfer() }, account, {
    ...(host.network as object),
    trusted: Promise.resolve(client),
  } as never)
  expect([host.sent.length, trusted.sent.length]).toEqual([0, 1])
  await executeUnsafeRequest({ method: 'eth_sendTransaction', transaction: transfer() }, account, {
    ...(host.network as object),
    trusted: Promise.resolve(undefined),
  } as never)
  expect([host.sent.length, trusted.sent.length]).toEqual([1, 1])
})
