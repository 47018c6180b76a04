import { bech32m } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { parseBitcoinAddress } from './parseBitcoinAddress.js'

describe('parseBitcoinAddress', () => {
  it.each([
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet', 'p2pkh'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet', 'p2pkh'],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet', 'p2sh'],
    ['bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'mainnet', 'p2wpkh'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet', 'p2wpkh'],
    ['tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v', 'testnet', 'p2wpkh'],
    ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'mainnet', 'p2wsh'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet', 'p2tr'],
    ['tb1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5s3g3s37', 'testnet', 'p2tr'],
  ])('reads %s as %s %s', (address, network, type) => {
    expect(parseBitcoinAddress(address)).toEqual({ network, type })
  })

  it.each([
    ['a bad Bech32 checksum', 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0m'],
    ['a bad Base58Check checksum', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
    ['mixed case', 'bc1Q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'],
    ['regtest', 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl'],
    [
      'Taproot with a Bech32 (not Bech32m) checksum',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    ],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['empty', ''],
  ])('refuses %s', (_, address) => {
    expect(parseBitcoinAddress(address)).toBeUndefined()
  })

  it('refuses SegWit v0 encoded with Bech32m, unknown witness versions and non-strings', () => {
    const program = bech32m.toWords(new Uint8Array(20))
    expect(parseBitcoinAddress(bech32m.encode('bc', [0, ...program]))).toBeUndefined()
    expect(
      parseBitcoinAddress(bech32m.encode('bc', [2, ...bech32m.toWords(new Uint8Array(32))])),
    ).toBeUndefined()
    for (const value of [undefined, null, 42, {}, ['bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l']]) {
      expect(parseBitcoinAddress(value)).toBeUndefined()
    }
  })
})
