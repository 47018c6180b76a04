import {
  createClient,
  custom,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { describe, expect, test } from 'vitest'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import type { Call } from '../rpc/parseUnsafeRequest.js'
import { createApprovalExplainer } from './createApprovalExplainer.js'

// Sends through a smart account and batches: what the approval is told, end to end from the
// pending request (its plan included) to the words and the preview.

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const smart = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const chain = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** Chain 31337 with the LTT token; records who each simulated call is from. */
function networkOn(senders: string[]): NetworkClient {
  const client = createClient({
    chain,
    transport: custom(
      {
        async request({ method, params }) {
          if (method === 'eth_chainId') return numberToHex(31337)
          if (method === 'eth_call') {
            const data = (params as [{ data: string }])[0].data
            if (data.startsWith('0x313ce567')) return encodeAbiParameters([{ type: 'uint8' }], [18])
            if (data.startsWith('0x95d89b41'))
              return encodeAbiParameters([{ type: 'string' }], ['LTT'])
          }
          if (method === 'eth_simulateV1') {
            const calls = (params as [{ blockStateCalls: [{ calls: { from: string }[] }] }])[0]
              .blockStateCalls[0].calls
            senders.push(...calls.map((call) => call.from))
            return [{ calls: calls.map(() => ({ status: '0x1', gasUsed: '0x5208', logs: [] })) }]
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

const transfer: Call = {
  to: token,
  value: 0n,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, parseUnits('25', 18)],
  }),
}
const send: Call = { to: recipient, value: parseEther('0.1'), data: undefined }
const userOperation = {
  via: 'userOperation',
  sender: smart,
  upgrade: false,
  sponsored: false,
  maxFee: parseEther('0.001'),
} as const

describe('createApprovalExplainer: batches and user operations', () => {
  test('wallet_sendCalls from an EOA: each call in words, the batch simulated from the wallet', async () => {
    const senders: string[] = []
    const explanation = createApprovalExplainer()({
      request: { method: 'wallet_sendCalls', calls: [transfer, send], atomicRequired: false },
      from,
      network: networkOn(senders),
      plan: { via: 'transaction' },
    })
    const description = await explanation.description
    expect(description.summary).toBe('Send a batch of 2 calls')
    expect(description.calls?.map((call) => `${call.title}: ${call.summary}`)).toEqual([
      'Call 1 of 2: Send 25 LTT to 0x7099…79C8',
      'Call 2 of 2: Send 0.1 ETH to 0x7099…79C8',
    ])
    // The host RPC here cannot estimate gas: the fee is unknown, not made up.
    expect(await explanation.preview).toEqual({
      fee: undefined,
      simulation: { status: 'success', balanceChanges: ['−0.1 ETH'] },
    })
    expect(senders).toEqual([from, from])
  })

  test('eth_sendUserOperation: the decoded calls, from the smart account, at most its max fee', async () => {
    const senders: string[] = []
    const explanation = createApprovalExplainer()({
      request: { method: 'eth_sendUserOperation', calls: [send] },
      from: smart,
      network: networkOn(senders),
      plan: userOperation,
    })
    const description = await explanation.description
    expect(description.calls?.[0]?.title).toBe('Call 1 of 1')
    expect(description.details[0]).toEqual({ label: 'From', value: `Smart account ${smart}` })
    expect(await explanation.preview).toMatchObject({ fee: 'up to 0.001 ETH' })
    expect(senders).toEqual([smart])
  })

  test('eth_sendTransaction through a smart account: today’s words plus the plan, no dapp fee cap', async () => {
    const senders: string[] = []
    const explanation = createApprovalExplainer()({
      request: {
        method: 'eth_sendTransaction',
        transaction: {
          ...send,
          gas: 21_000n,
          nonce: undefined,
          gasPrice: undefined,
          maxFeePerGas: 1n,
          maxPriorityFeePerGas: undefined,
        },
      },
      from,
      network: networkOn(senders),
      plan: {
        ...userOperation,
        sender: from,
        upgrade: true,
        sponsored: true,
        paymaster: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        maxFee: undefined,
      },
    })
    const description = await explanation.description
    expect(description.summary).toBe('Send 0.1 ETH to 0x7099…79C8')
    expect(description.upgrade).toBe('Upgrade this account to a smart account')
    expect(description.details.map((detail) => detail.label)).toEqual([
      'From',
      'Delegated to (EIP-7702)',
      'To',
      'Value',
    ])
    expect(await explanation.preview).toEqual({
      fee: 'Sponsored by 0x5FbD…0aa3',
      simulation: { status: 'success', balanceChanges: ['−0.1 ETH'] },
    })
    expect(senders).toEqual([from])
  })
})
