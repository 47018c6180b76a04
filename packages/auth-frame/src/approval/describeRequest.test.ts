import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { describeRequest, toReadableMessage } from './describeRequest.js'
import { formatAmount, formatBalanceChange } from './formatAmount.js'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const nativeCurrency = { symbol: 'ETH', decimals: 18 }
const ltt = { symbol: 'LTT', decimals: 18 }

const transaction = (fields: Partial<TransactionRequest>): TransactionRequest => ({
  to: undefined,
  value: 0n,
  data: undefined,
  gas: undefined,
  nonce: undefined,
  gasPrice: undefined,
  maxFeePerGas: undefined,
  maxPriorityFeePerGas: undefined,
  ...fields,
})

const describeTransaction = (fields: Partial<TransactionRequest>, context = {}) =>
  describeRequest(
    { method: 'eth_sendTransaction', transaction: transaction(fields) },
    { nativeCurrency, ...context },
  )

describe('describeRequest', () => {
  test('an ETH send', () => {
    expect(describeTransaction({ to: recipient, value: parseEther('0.1') })).toEqual({
      summary: 'Send 0.1 ETH to 0x7099…79C8',
      details: [{ label: 'To', value: recipient }],
    })
  })

  test('an ERC-20 transfer, with the token’s symbol and decimals or in raw units', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('12.5', 18)],
    })
    expect(describeTransaction({ to: token, data }, { token: ltt })).toEqual({
      summary: 'Send 12.5 LTT to 0x7099…79C8',
      details: [
        { label: 'To', value: recipient },
        { label: 'Token', value: token },
      ],
    })
    expect(describeTransaction({ to: token, data }).summary).toBe(
      'Send 12500000000000000000 units of token 0x5FbD…0aa3 to 0x7099…79C8',
    )
  })

  test('an ERC-20 approve, limited or unlimited', () => {
    const approve = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, amount] })
    expect(
      describeTransaction({ to: token, data: approve(parseUnits('25', 18)) }, { token: ltt }),
    ).toEqual({
      summary: 'Approve 25 LTT for 0x7099…79C8',
      details: [
        { label: 'Spender', value: recipient },
        { label: 'Token', value: token },
      ],
    })
    expect(
      describeTransaction({ to: token, data: approve(maxUint256) }, { token: ltt }).summary,
    ).toBe('Approve unlimited LTT for 0x7099…79C8')
  })

  test('another contract call and a deployment', () => {
    expect(
      describeTransaction({ to: token, data: '0x12345678aa', value: parseEther('1') }),
    ).toEqual({
      summary: 'Call contract 0x5FbD…0aa3',
      details: [
        { label: 'Contract', value: token },
        { label: 'Function', value: '0x12345678' },
        { label: 'Value', value: '1 ETH' },
      ],
    })
    expect(describeTransaction({ data: '0x6080' }).summary).toBe('Deploy a contract')
  })

  test('a message: its text when printable, else its hex', () => {
    expect(
      describeRequest(
        { method: 'personal_sign', message: toHex('Hello\nLatch') },
        { nativeCurrency },
      ),
    ).toEqual({
      summary: 'Sign a message',
      details: [],
      message: 'Hello\nLatch',
    })
    expect(toReadableMessage('0xff00')).toBe('0xff00')
    expect(toReadableMessage(toHex('a\u202eb'))).toBe(toHex('a\u202eb'))
    expect(toReadableMessage('plain text')).toBe('plain text')
  })

  test('typed data: primary type and domain name', () => {
    expect(
      describeRequest(
        {
          method: 'eth_signTypedData_v4',
          typedData: {
            domain: { name: 'Ether Mail', chainId: 1 },
            types: { Mail: [{ name: 'contents', type: 'string' }] },
            primaryType: 'Mail',
            message: { contents: 'Hi' },
          },
        },
        { nativeCurrency },
      ),
    ).toEqual({
      summary: 'Sign typed data',
      details: [
        { label: 'Type', value: 'Mail' },
        { label: 'Domain', value: 'Ether Mail' },
      ],
    })
  })
})

describe('formatAmount', () => {
  test('at most 6 decimals, never more than the amount', () => {
    expect(formatAmount(parseEther('0.1'), 18)).toBe('0.1')
    expect(formatAmount(parseEther('1.23456789'), 18)).toBe('1.234567')
    expect(formatAmount(1n, 18)).toBe('<0.000001')
    expect(formatAmount(0n, 18)).toBe('0')
    expect(formatBalanceChange(-parseEther('0.1'), nativeCurrency)).toBe('−0.1 ETH')
    expect(formatBalanceChange(parseUnits('12.5', 6), { symbol: 'LTT', decimals: 6 })).toBe(
      '+12.5 LTT',
    )
  })
})
