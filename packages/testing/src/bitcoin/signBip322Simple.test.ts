import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, hex, utf8 } from '@scure/base'
import { p2wpkh, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { BIP322_TEST_KEY } from './BIP322_TEST_KEY.ts'
import { bip322MessageHash, signBip322Simple } from './signBip322Simple.ts'

// https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki#test-vectors
const privateKey = WIF().decode(BIP322_TEST_KEY)
const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true))
const signer = { type: 'p2wpkh', script: payment.script, privateKey } as const

describe('BIP-322 test vectors', () => {
  it('has the key of the vectors', () => {
    expect(payment.address).toBe('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
  })

  it.each([
    ['', 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1'],
    ['Hello World', 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a'],
  ])('hashes %j as the BIP does', (message, expected) => {
    expect(hex.encode(bip322MessageHash(utf8.decode(message)))).toBe(expected)
  })

  // The BIP lists two valid signatures per message; RFC 6979 without low-R grinding gives the second.
  it.each([
    [
      '',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
    [
      'Hello World',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  ])('signs %j byte for byte as the BIP does', (message, expected) => {
    expect(base64.encode(signBip322Simple({ message: utf8.decode(message), signer }))).toBe(
      expected,
    )
  })

  it('signs with the key: the witness is a low-S DER signature with SIGHASH_ALL and the public key', () => {
    const witness = signBip322Simple({ message: utf8.decode('Hello World'), signer })
    // 2 items: <71–73-byte DER signature + 0x01> <33-byte compressed public key>
    expect(witness[0]).toBe(2)
    const signatureLength = witness[1] as number
    const signature = witness.slice(2, 2 + signatureLength)
    expect(signature.at(-1)).toBe(0x01)
    expect(hex.encode(witness.slice(3 + signatureLength))).toBe(
      hex.encode(secp256k1.getPublicKey(privateKey, true)),
    )
  })
})

describe('Taproot (key path)', () => {
  it('gives one 64-byte BIP-340 signature with SIGHASH_DEFAULT, deterministically', async () => {
    const { schnorr } = await import('@noble/curves/secp256k1.js')
    const { p2tr } = await import('@scure/btc-signer')
    const internalKey = schnorr.getPublicKey(privateKey)
    const taproot = {
      type: 'p2tr',
      script: p2tr(internalKey).script,
      internalKey,
      privateKey,
    } as const
    const sign = (message: string) =>
      signBip322Simple({ message: utf8.decode(message), signer: taproot })
    const witness = sign('Hello World')
    expect(witness.length).toBe(66)
    expect([witness[0], witness[1]]).toEqual([1, 64])
    expect(hex.encode(sign('Hello World'))).toBe(hex.encode(witness))
    expect(hex.encode(sign(''))).not.toBe(hex.encode(witness))
  })
})
