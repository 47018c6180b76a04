import { describe, expect, it, test } from 'vitest'
import { toAddressExplorerUrl, toTransactionExplorerUrl } from './toExplorerUrl.js'

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

test('transaction pages: {explorer}/tx/{hash}, the query kept; nothing for a missing part or a non-http(s) explorer', () => {
  expect(toTransactionExplorerUrl('https://etherscan.io', '0xabc')).toBe(
    'https://etherscan.io/tx/0xabc',
  )
  expect(toTransactionExplorerUrl('https://explorer.solana.com?cluster=devnet', 'sig')).toBe(
    'https://explorer.solana.com/tx/sig?cluster=devnet',
  )
  expect(toTransactionExplorerUrl('https://mempool.space/testnet/', 'ab')).toBe(
    'https://mempool.space/testnet/tx/ab',
  )
  expect(toTransactionExplorerUrl(undefined, '0xabc')).toBeUndefined()
  expect(toTransactionExplorerUrl('javascript:alert(1)', '0xabc')).toBeUndefined()
})
