import { describe, expect, it } from 'vitest'
import { normalizeEvmAddress } from './index.js'

const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('normalizeEvmAddress', () => {
  it('checksums lowercase, uppercase and 0x-less addresses', () => {
    expect(normalizeEvmAddress(checksummed.toLowerCase())).toBe(checksummed)
    expect(normalizeEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(checksummed)
    expect(normalizeEvmAddress(checksummed.slice(2))).toBe(checksummed)
    expect(normalizeEvmAddress(checksummed)).toBe(checksummed)
  })
  it('refuses a mixed-case address with a wrong checksum (a typo) and non-addresses', () => {
    expect(normalizeEvmAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
    expect(normalizeEvmAddress('0x1234')).toBeUndefined()
  })
})
