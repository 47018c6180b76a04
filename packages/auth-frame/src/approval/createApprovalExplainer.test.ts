import {
  createClient,
  custom,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  numberToHex,
  parseUnits,
} from 'viem'
import { describe, expect, test } from 'vitest'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { createApprovalExplainer, describeNetwork } from './createApprovalExplainer.js'

describe('describeNetwork', () => {
  test('the host’s name, cleaned, always beside the chain id', () => {
    expect(describeNetwork({ name: 'Anvil', chainId: 31337 })).toBe('Anvil (chain 31337)')
    expect(describeNetwork({ name: '\u202eEthereum\u200b', chainId: 137 })).toBe(
      'Ethereum (chain 137)',
    )
    expect(describeNetwork({ name: ' ', chainId: 1 })).toBe('Unnamed network (chain 1)')
  })
})

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const chain = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** An RPC on chain 31337 whose token answers `decimals`; it records the methods it was asked. */
function rpc(decimals: number, asked: string[] = []) {
  return createClient({
    chain,
    transport: custom(
      {
        async request({ method, params }) {
          asked.push(method)
          if (method === 'eth_chainId') return numberToHex(31337)
          if (method === 'eth_call') {
            const data = (params as [{ data: string }])[0].data
            if (data.startsWith('0x313ce567'))
              return encodeAbiParameters([{ type: 'uint8' }], [decimals])
            if (data.startsWith('0x95d89b41'))
              return encodeAbiParameters([{ type: 'string' }], ['LTT'])
          }
          if (method === 'eth_simulateV1')
            return [{ calls: [{ status: '0x1', gasUsed: '0x5208', logs: [], returnData: '0x' }] }]
          throw new Error(`not answered: ${method}`)
        },
      },
      { retryCount: 0 },
    ),
  })
}

const transfer: TransactionRequest = {
  to: token,
  value: 0n,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, parseUnits('1000', 18)],
  }),
  gas: undefined,
  nonce: undefined,
  gasPrice: undefined,
  maxFeePerGas: undefined,
  maxPriorityFeePerGas: undefined,
}

const networkOn = (host: NetworkClient['client'], trusted: NetworkClient['client'] | undefined) =>
  ({
    network: {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: 'http://127.0.0.1:9999',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    },
    chain,
    client: host,
    trusted: Promise.resolve(trusted),
  }) satisfies NetworkClient

describe('createApprovalExplainer: the host’s RPC never decides what the approval says', () => {
  test('a lying host RPC (decimals() = 36): the amount is read through the trusted RPC', async () => {
    const hostAsked: string[] = []
    const explain = createApprovalExplainer()
    const explanation = explain({
      request: { method: 'eth_sendTransaction', transaction: transfer },
      from,
      network: networkOn(rpc(36, hostAsked), rpc(18)),
    })
    expect((await explanation.description).summary).toBe('Send 1000 LTT to 0x7099…79C8')
    await explanation.preview
    expect(hostAsked).toEqual([])
  })

  test('no trusted RPC for the chain: raw units, the token’s address, and notes saying so', async () => {
    const hostAsked: string[] = []
    const explanation = createApprovalExplainer()({
      request: { method: 'eth_sendTransaction', transaction: transfer },
      from,
      network: networkOn(rpc(36, hostAsked), undefined),
    })
    const description = await explanation.description
    expect(description.summary).toBe(
      'Send 1000000000000000000000 units of token 0x5FbD…0aa3 to 0x7099…79C8',
    )
    expect(description.details).toEqual([
      { label: 'To', value: recipient },
      { label: 'Token', value: token },
      {
        label: 'Note',
        value:
          'The token’s decimals and symbol could not be checked: the amount is in its smallest units',
      },
      {
        label: 'Note',
        value: 'Balance changes could not be checked: no trusted RPC is set up for chain 31337',
      },
    ])
    expect(await explanation.preview).toMatchObject({ simulation: { status: 'unavailable' } })
    expect(hostAsked).not.toContain('eth_call')
    expect(hostAsked).not.toContain('eth_simulateV1')
  })

  test('a sign-in message for another site than the verified host is warned about', async () => {
    const message = [
      'bank.example wants you to sign in with your Ethereum account:',
      from,
      '',
      'URI: https://bank.example',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: abcdefgh12',
      'Issued At: 2026-01-01T00:00:00Z',
    ].join('\n')
    const explanation = createApprovalExplainer(undefined, { hostOrigin: 'https://evil.example' })({
      request: { method: 'personal_sign', message },
      from,
      network: networkOn(rpc(18), rpc(18)),
    })
    expect((await explanation.description).warning).toBe(
      'This sign-in message is for bank.example, but https://evil.example asks you to sign it',
    )
  })

  test('a signature says which account signs: smart account or EOA, full address', async () => {
    const explain = createApprovalExplainer()
    const network = networkOn(rpc(18), rpc(18))
    const smart = await explain({
      request: { method: 'personal_sign', message: 'hello' },
      from,
      network,
      signer: 'smartAccount',
    }).description
    expect(smart.details[0]).toEqual({ label: 'Signing as', value: `Smart account ${from}` })
    const eoa = await explain({
      request: { method: 'personal_sign', message: 'hello' },
      from,
      network,
      signer: 'eoa',
    }).description
    expect(eoa.details[0]).toEqual({ label: 'Signing as', value: `EOA ${from}` })
  })
})
