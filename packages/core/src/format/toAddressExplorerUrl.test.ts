import { describe, expect, it } from 'vitest'
import { toAddressExplorerUrl } from './toAddressExplorerUrl.js'

describe('toAddressExplorerUrl', () => {
  it('puts the address path before the explorer URL’s query', () => {
    expect(toAddressExplorerUrl('https://explorer.solana.com?cluster=devnet', 'AWKs')).toBe(
      'https://explorer.solana.com/address/AWKs?cluster=devnet',
    )
    expect(toAddressExplorerUrl('https://etherscan.io', '0xf39F')).toBe(
      'https://etherscan.io/address/0xf39F',
    )
    expect(toAddressExplorerUrl('https://mempool.space/testnet/', 'tb1q')).toBe(
      'https://mempool.space/testnet/address/tb1q',
    )
  })

  it('gives nothing without an explorer, an address, or a parsable URL', () => {
    expect(toAddressExplorerUrl(undefined, '0x1')).toBeUndefined()
    expect(toAddressExplorerUrl('https://etherscan.io', undefined)).toBeUndefined()
    expect(toAddressExplorerUrl('not a url', '0x1')).toBeUndefined()
  })
})
