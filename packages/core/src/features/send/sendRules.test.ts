import { describe, expect, it } from 'vitest'
import { isValidAddress } from '../../caip/isValidAddress.js'
import {
  checkSendForm,
  isReceiverAddress,
  maxSendValue,
  type SendToken,
  toSendToken,
} from './sendRules.js'

const ether: SendToken = {
  key: 'native',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  balance: 10n ** 18n,
}
const usd: SendToken = {
  key: '0xdB7eB92894202926E129E08DA7f7a03bAF15F76D',
  address: '0xdB7eB92894202926E129E08DA7f7a03bAF15F76D',
  symbol: 'LUSD',
  name: 'Latch Test USD',
  decimals: 6,
  balance: 5_000_000n,
}
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checkSendForm (spec §5)', () => {
  it('needs an amount and a receiver, then a token', () => {
    const base = { namespace: 'eip155' as const, token: ether }
    expect(checkSendForm({ ...base, amount: '', receiver: to })).toEqual({
      ok: false,
      message: { key: 'error.sendNeedsAmountAndReceiver' },
    })
    expect(checkSendForm({ ...base, amount: '1', receiver: '  ' })).toEqual({
      ok: false,
      message: { key: 'error.sendNeedsAmountAndReceiver' },
    })
    expect(checkSendForm({ ...base, token: undefined, amount: '1', receiver: to })).toEqual({
      ok: false,
      message: { key: 'error.sendNeedsToken' },
    })
  })

  it('reads the amount in the token smallest unit', () => {
    expect(checkSendForm({ namespace: 'eip155', token: usd, amount: '3', receiver: to })).toEqual({
      ok: true,
      token: usd,
      value: 3_000_000n,
      receiver: { kind: 'address', address: to },
    })
  })

  it('refuses malformed, zero, too precise and too large amounts', () => {
    const check = (amount: string) =>
      checkSendForm({ namespace: 'eip155', token: usd, amount, receiver: to })
    expect(check('1e3')).toEqual({ ok: false, message: { key: 'error.invalidAmount' } })
    expect(check('0.0000001')).toEqual({ ok: false, message: { key: 'error.invalidAmount' } })
    expect(check('0')).toEqual({ ok: false, message: { key: 'send.error.amountNotPositive' } })
    expect(check('5.000001')).toEqual({
      ok: false,
      message: { key: 'send.error.insufficientBalance' },
    })
    expect(check('5')).toMatchObject({ ok: true, value: 5_000_000n })
  })

  it('checks the receiver with the namespace address rule; names only on eip155', () => {
    const check = (namespace: 'eip155' | 'solana', receiver: string) =>
      checkSendForm({ namespace, token: ether, amount: '0.1', receiver })
    expect(check('eip155', '0x1234')).toEqual({
      ok: false,
      message: { key: 'send.error.invalidAddress' },
    })
    expect(check('eip155', 'vitalik.eth')).toMatchObject({
      ok: true,
      receiver: { kind: 'name', name: 'vitalik.eth' },
    })
    expect(check('solana', 'vitalik.eth')).toEqual({
      ok: false,
      message: { key: 'send.error.invalidAddress' },
    })
    expect(check('solana', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toMatchObject({
      ok: true,
    })
    expect(check('eip155', '<img src=x>.eth')).toEqual({
      ok: false,
      message: { key: 'send.error.invalidAddress' },
    })
  })
})

describe('maxSendValue', () => {
  it('leaves the network fee on the native currency, never below 0', () => {
    expect(maxSendValue(ether, 21_000n)).toBe(10n ** 18n - 21_000n)
    expect(maxSendValue({ ...ether, balance: 10n }, 21_000n)).toBe(0n)
  })
  it('sends a token whole', () => {
    expect(maxSendValue(usd, 21_000n)).toBe(5_000_000n)
  })
})

describe('toSendToken', () => {
  it('makes the CAIP-10 address bare and the quantity exact', () => {
    expect(
      toSendToken({
        name: 'Latch Test USD',
        symbol: 'LUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${usd.address}`,
        quantity: { decimals: '6', numeric: '5.0000019' },
      }),
    ).toMatchObject({ key: usd.address, address: usd.address, decimals: 6, balance: 5_000_001n })
  })
  it('drops unusable entries', () => {
    expect(
      toSendToken({
        name: 'x',
        symbol: 'X',
        chainId: 'eip155:1',
        quantity: { decimals: 'eighteen', numeric: '1' },
      }),
    ).toBeUndefined()
  })
})

describe('isReceiverAddress, the Send chunk’s copy of isValidAddress', () => {
  it('answers as isValidAddress', () => {
    const addresses: unknown[] = [
      '0x' + 'a'.repeat(40),
      'A'.repeat(40),
      '0x' + 'g'.repeat(40),
      '0x' + 'a'.repeat(39),
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '0OIl' + '1'.repeat(30),
      '1'.repeat(45),
      'vitalik.eth',
      '',
      42,
      { toString: () => '0x' + 'a'.repeat(40) },
    ]
    for (const address of addresses) {
      for (const namespace of ['eip155', 'solana', 'bip122', 'toString']) {
        expect(isReceiverAddress(address as string, namespace)).toBe(
          isValidAddress(address as string, namespace),
        )
      }
    }
    expect(isReceiverAddress('0x' + 'a'.repeat(40), 'eip155')).toBe(true)
  })
})
