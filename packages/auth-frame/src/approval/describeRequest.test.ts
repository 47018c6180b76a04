// @vitest-environment happy-dom
import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  getAddress,
  maxUint256,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { createFrameTexts } from '../i18n/createFrameTexts.js'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { describeRequest, toReadableMessage } from './describeRequest.js'
import { formatAmount, formatBalanceChange } from './formatAmount.js'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const nativeCurrency = { symbol: 'ETH', decimals: 18 }
const native = { symbol: 'ETH', chainId: 31337 }
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
    { native, ...context },
  )

describe('describeRequest', () => {
  test('an ETH send: the value names the chain', () => {
    expect(describeTransaction({ to: recipient, value: parseEther('0.1') })).toEqual({
      summary: 'Send 0.1 ETH to 0x7099…79C8',
      details: [
        { label: 'To', value: recipient },
        { label: 'Value', value: '0.1 ETH (native currency of chain 31337)' },
      ],
    })
  })

  test('in the frame’s locale: German words, a decimal comma, the chain id as it is', async () => {
    const words = createFrameTexts({ languages: () => [], root: document.createElement('html') })
    await words.setLocale('de')
    const german = describeTransaction({ to: recipient, value: parseEther('1234.5') }, { words })
    expect(german.summary).toBe(
      words.t('request.send', { amount: '1234,5 ETH', address: '0x7099…79C8' }),
    )
    expect(german.summary).toContain('1234,5 ETH')
    expect(german.details[1]?.value).toContain('31337')
  })

  test('native amounts are in wei (18 decimals) whatever the host declares', () => {
    expect(
      describeRequest(
        {
          method: 'eth_sendTransaction',
          transaction: transaction({ to: recipient, value: parseEther('0.1') }),
        },
        { native: { symbol: 'USDC', chainId: 137 } },
      ).summary,
    ).toBe('Send 0.1 USDC to 0x7099…79C8')
  })

  test('the maximum network fee, when the request carries gas and a fee per gas', () => {
    const fee = (fields: Partial<TransactionRequest>) =>
      describeTransaction({ to: recipient, value: 1n, ...fields }).details.find(
        (detail) => detail.label === 'Maximum network fee',
      )?.value
    expect(fee({ gas: 21_000n, maxFeePerGas: 2_000_000_000n })).toBe('0.000042 ETH')
    expect(fee({ gas: 21_000n, gasPrice: 1_000_000_000n })).toBe('0.000021 ETH')
    expect(fee({ gas: 21_000n })).toBeUndefined()
    expect(fee({ maxFeePerGas: 1n })).toBeUndefined()
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
        { label: 'Value', value: '1 ETH (native currency of chain 31337)' },
      ],
    })
    expect(describeTransaction({ data: '0x6080' }).summary).toBe('Deploy a contract')
  })

  test('a message: its text when printable, else its hex', () => {
    expect(
      describeRequest({ method: 'personal_sign', message: toHex('Hello\nLatch') }, { native }),
    ).toEqual({
      summary: 'Sign a message',
      details: [],
      message: 'Hello\nLatch',
    })
    expect(toReadableMessage('0xff00')).toBe('0xff00')
    expect(toReadableMessage(toHex('a\u202eb'))).toBe(toHex('a\u202eb'))
    expect(toReadableMessage('plain text')).toBe('plain text')
  })

  test('a plain-text message shows bidi and zero-width characters as escapes, with a warning', () => {
    const description = describeRequest(
      { method: 'personal_sign', message: 'Pay \u202eHTE 01\u200b now' },
      { native },
    )
    expect(description.message).toBe('Pay ⟨U+202E⟩HTE 01⟨U+200B⟩ now')
    expect(description.warning).toBe(
      'This message contains invisible or direction-changing characters, shown as ⟨U+…⟩',
    )
    expect(describeRequest({ method: 'personal_sign', message: 'Hi\n🙂' }, { native })).toEqual({
      summary: 'Sign a message',
      details: [],
      message: 'Hi\n🙂',
    })
  })

  test('typed data: type, domain, chain, contract and the message fields', () => {
    expect(
      describeRequest(
        {
          method: 'eth_signTypedData_v4',
          typedData: {
            domain: {
              name: 'Ether Mail',
              chainId: '0x7a69' as never,
              verifyingContract: token,
            },
            types: {
              Person: [
                { name: 'name', type: 'string' },
                { name: 'wallets', type: 'address[]' },
              ],
              Mail: [
                { name: 'from', type: 'Person' },
                { name: 'contents', type: 'string' },
              ],
            },
            primaryType: 'Mail',
            message: { from: { name: 'Cow', wallets: [recipient] }, contents: 'Hi' },
          },
        },
        { native },
      ),
    ).toEqual({
      summary: 'Sign typed data',
      details: [
        { label: 'Type', value: 'Mail' },
        { label: 'Domain', value: 'Ether Mail' },
        { label: 'Chain', value: '31337' },
        { label: 'Contract', value: token },
      ],
      fields: ['from.name: Cow', `from.wallets.0: ${recipient}`, 'contents: Hi'],
    })
  })

  test('typed data: a permit says who may spend the tokens', () => {
    // The fields each type signs, named after the message's keys (nested objects as structs).
    const typesOf = (
      name: string,
      message: Record<string, unknown>,
      types: Record<string, unknown>,
    ) => {
      types[name] = Object.entries(message).map(([key, value]) => {
        if (Array.isArray(value)) {
          typesOf(`${name}_${key}`, value[0] as Record<string, unknown>, types)
          return { name: key, type: `${name}_${key}[]` }
        }
        if (value !== null && typeof value === 'object') {
          typesOf(`${name}_${key}`, value as Record<string, unknown>, types)
          return { name: key, type: `${name}_${key}` }
        }
        return { name: key, type: key === 'amount' || key === 'value' ? 'uint256' : 'address' }
      })
      return types
    }
    const permit = (primaryType: string, message: Record<string, unknown>) =>
      describeRequest(
        {
          method: 'eth_signTypedData_v4',
          typedData: {
            domain: {},
            types: typesOf(primaryType, message, {}),
            primaryType,
            message,
          } as never,
        },
        { native },
      )
    expect(permit('Permit', { owner: token, spender: recipient, value: '1' }).warning).toBe(
      `This signature lets ${recipient} spend your tokens`,
    )
    const single = permit('PermitSingle', {
      details: { token, amount: '1' },
      spender: recipient,
    })
    expect(single.warning).toBe(`This signature lets ${recipient} spend your tokens`)
    expect(single.details).toContainEqual({ label: 'Chain', value: 'not set (valid on any chain)' })
    expect(
      permit('PermitBatch', { details: [{ token }], nested: { spender: token } }).warning,
    ).toBe(`This signature lets ${token} spend your tokens`)
    expect(permit('Mail', { spender: recipient }).warning).toBeUndefined()
    expect(permit('Permit', { owner: token }).warning).toBeUndefined()
  })
})

describe('describeRequest: approvals of everything in calldata', () => {
  const operator = '0x00000000000000000000000000000000DeaDBeef'
  test('setApprovalForAll(operator, true) names the operator and warns; false does not warn', () => {
    const data = (approved: boolean) =>
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'setApprovalForAll',
        args: [operator, approved],
      })
    const description = describeTransaction({ to: token, data: data(true) })
    expect(description.summary).toBe('Approve all your tokens of 0x5FbD…0aa3 for 0x0000…Beef')
    expect(description.details).toEqual([
      { label: 'Operator', value: getAddress(operator) },
      { label: 'Contract', value: token },
    ])
    expect(description.warning).toBe(
      `This lets ${getAddress(operator)} move all your tokens of this collection, now and later`,
    )
    expect(describeTransaction({ to: token, data: data(false) }).warning).toBeUndefined()
  })

  test('an ERC-20 approve of the maximum (or ≥ 2^255) warns', () => {
    const approve = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, amount] })
    const unlimited = `This lets ${recipient} spend all of this token you hold, now and later`
    expect(
      describeTransaction({ to: token, data: approve(maxUint256) }, { token: ltt }).warning,
    ).toBe(unlimited)
    const huge = describeTransaction({ to: token, data: approve(2n ** 255n) }, { token: ltt })
    expect(huge.summary).toBe('Approve unlimited LTT for 0x7099…79C8')
    expect(huge.warning).toBe(unlimited)
    expect(
      describeTransaction({ to: token, data: approve(1n) }, { token: ltt }).warning,
    ).toBeUndefined()
  })
})

describe('describeRequest: what no trusted RPC could check', () => {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, parseUnits('1000', 18)],
  })

  test('a token not read from a trusted RPC: raw units, its address, and a note saying so', () => {
    expect(describeTransaction({ to: token, data })).toEqual({
      summary: 'Send 1000000000000000000000 units of token 0x5FbD…0aa3 to 0x7099…79C8',
      details: [
        { label: 'To', value: recipient },
        { label: 'Token', value: token },
        {
          label: 'Note',
          value:
            'The token’s decimals and symbol could not be checked: the amount is in its smallest units',
        },
      ],
    })
  })

  test('no trusted RPC for the chain: a note that balance changes could not be checked', () => {
    const note = {
      label: 'Note',
      value: 'Balance changes could not be checked: no trusted RPC is set up for chain 31337',
    }
    expect(
      describeTransaction({ to: recipient, value: parseEther('1') }, { trusted: false }).details,
    ).toContainEqual(note)
    expect(
      describeTransaction({ to: token, data }, { token: ltt, trusted: false }).details,
    ).toContainEqual(note)
    expect(
      describeTransaction({ to: recipient, value: 1n }, { trusted: true }).details,
    ).not.toContainEqual(note)
  })
})

describe('describeRequest: sign-in messages (EIP-4361) for another site', () => {
  const siwe = (domain: string) =>
    [
      `${domain} wants you to sign in with your Ethereum account:`,
      recipient,
      '',
      'Sign in',
      '',
      `URI: https://${domain}`,
      'Version: 1',
      'Chain ID: 1',
      'Nonce: abcdefgh12',
      'Issued At: 2026-01-01T00:00:00Z',
    ].join('\n')
  const sign = (message: string, hostOrigin?: string) =>
    describeRequest({ method: 'personal_sign', message: toHex(message) }, { native, hostOrigin })

  test('a domain that is not the host’s is warned about', () => {
    expect(sign(siwe('bank.example'), 'https://evil.example').warning).toBe(
      'This sign-in message is for bank.example, but https://evil.example asks you to sign it',
    )
  })

  test('a sign-in message viem cannot parse whole (no nonce) is still checked by its first line', () => {
    const partial = siwe('bank.example').replace(/\nNonce: .*/, '')
    expect(sign(partial, 'https://evil.example').warning).toBe(
      'This sign-in message is for bank.example, but https://evil.example asks you to sign it',
    )
  })

  test('the host’s own domain (with its port) is not', () => {
    expect(sign(siwe('127.0.0.1:4173'), 'http://127.0.0.1:4173').warning).toBeUndefined()
    expect(sign(siwe('app.example'), 'https://app.example').warning).toBeUndefined()
    expect(sign('just text', 'https://app.example').warning).toBeUndefined()
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
