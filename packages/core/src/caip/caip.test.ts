import { describe, expect, it, test } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { InvalidCaipAddressError } from '../errors/caipAddress.js'
import { isValidAddress } from './isValidAddress.js'
import { formatCaipAddress, parseCaipAddress } from './parseCaipAddress.js'
import { formatCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('spec §5 address check', () => {
  it('eip155: optional 0x plus 40 hex characters', () => {
    expect(isValidAddress(evm, 'eip155')).toBe(true)
    expect(isValidAddress(evm.slice(2), 'eip155')).toBe(true)
    expect(isValidAddress(evm.toLowerCase(), 'eip155')).toBe(true)
    expect(isValidAddress(`${evm}0`, 'eip155')).toBe(false)
    expect(isValidAddress(evm.slice(0, -1), 'eip155')).toBe(false)
    expect(isValidAddress(`0x${'g'.repeat(40)}`, 'eip155')).toBe(false)
    expect(isValidAddress(`0X${evm.slice(2)}`, 'eip155')).toBe(false)
  })
  it('solana: 32 to 44 base58 characters', () => {
    expect(isValidAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana')).toBe(true)
    expect(isValidAddress('1'.repeat(32), 'solana')).toBe(true)
    expect(isValidAddress('1'.repeat(31), 'solana')).toBe(false)
    expect(isValidAddress('1'.repeat(45), 'solana')).toBe(false)
    expect(isValidAddress(`0${'1'.repeat(40)}`, 'solana')).toBe(false)
    expect(isValidAddress(`O${'1'.repeat(40)}`, 'solana')).toBe(false)
    expect(isValidAddress(`l${'1'.repeat(40)}`, 'solana')).toBe(false)
  })
  it('other namespaces are invalid', () => {
    expect(isValidAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(false)
    expect(isValidAddress(evm, 'cosmos')).toBe(false)
  })
})

describe('spec §5 CAIP-10 address', () => {
  it('parses 3 non-empty parts with a known namespace', () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      namespace: 'eip155',
      chainId: '1',
      address: evm,
    })
    expect(formatCaipAddress('eip155', 31337, evm)).toBe(`eip155:31337:${evm}`)
  })
  it.each([
    'eip155:1',
    `eip155::${evm}`,
    `:1:${evm}`,
    'eip155:1:',
    `eip155:1:${evm}:extra`,
    `unknown:1:${evm}`,
    '',
  ])('rejects %j with "Invalid CAIP-10 address: …"', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP-10 address: ${value}`)
  })
  it('refuses to format an address with an empty part', () => {
    expect(() => formatCaipAddress('eip155', '', evm)).toThrow(InvalidCaipAddressError)
  })
})

describe('spec §5 CAIP-2 network id', () => {
  it('parses exactly 2 parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(formatCaipNetworkId('eip155', 31338)).toBe('eip155:31338')
  })
  it.each(['eip155', 'eip155:1:0xabc', 'eip155:', ':1', 'foo:1', ''])(
    'rejects %j with "Invalid CAIP-2 network id: …"',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
      expect(() => parseCaipNetworkId(value)).toThrow(`Invalid CAIP-2 network id: ${value}`)
    },
  )
})

describe('non-string input gets the typed error, not a TypeError', () => {
  test.each([null, undefined, 42, {}, ['eip155', '1']])('%j', (value) => {
    expect(() => parseCaipNetworkId(value as unknown as string)).toThrow(
      expect.objectContaining({ name: 'InvalidCaipNetworkIdError' }),
    )
    expect(() => parseCaipAddress(value as unknown as string)).toThrow(
      expect.objectContaining({ name: 'InvalidCaipAddressError' }),
    )
  })
})

describe('a value with no text of its own still gets the typed error', () => {
  const throwingToString = {
    toString() {
      throw new Error('no text')
    },
  }
  test.each([
    ['a null-prototype object', Object.create(null)],
    ['an object whose toString throws', throwingToString],
  ])('%s', (_, value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(
      expect.objectContaining({
        name: 'InvalidCaipNetworkIdError',
        shortMessage: 'Invalid CAIP-2 network id: object',
      }),
    )
    expect(() => parseCaipAddress(value)).toThrow(
      expect.objectContaining({
        name: 'InvalidCaipAddressError',
        shortMessage: 'Invalid CAIP-10 address: object',
      }),
    )
  })
})

describe('isValidAddress takes strings only', () => {
  test('a null-prototype object is invalid, not a TypeError', () => {
    expect(isValidAddress(Object.create(null), 'eip155')).toBe(false)
  })
  test('an object whose toString is a well-formed address is still not an address', () => {
    const disguised = { toString: () => evm }
    expect(isValidAddress(disguised as unknown as string, 'eip155')).toBe(false)
  })
})
