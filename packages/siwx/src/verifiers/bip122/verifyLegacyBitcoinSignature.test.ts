import { base64, hex } from '@scure/base'
import { Address, NETWORK, p2pkh, p2sh, p2wpkh } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, test } from 'vitest'
import { bip322Key } from '../../testing/bip322TestVectors.js'
import { createBitcoinTestSigner } from '../../testing/signBitcoinMessage.js'
import {
  legacyBitcoinMessageHash,
  verifyLegacyBitcoinSignature,
} from './verifyLegacyBitcoinSignature.js'

const signer = createBitcoinTestSigner(bip322Key)
const publicKey = pubECDSA(signer.privateKey, true)
const addresses = {
  pkh: p2pkh(publicKey, NETWORK).address as string,
  wpkh: signer.p2wpkhAddress,
  sh: p2sh(p2wpkh(publicKey, NETWORK), NETWORK).address as string,
  tr: signer.p2trAddress,
}
const message = 'Sign in'
const verify = (address: string, signature: string, text = message) =>
  verifyLegacyBitcoinSignature({
    output: Address(NETWORK).decode(address),
    message: text,
    signature: base64.decode(signature),
  })

describe('verifyLegacyBitcoinSignature', () => {
  test('hashes "\\x18Bitcoin Signed Message:\\n", the length and the message, twice with SHA-256', () => {
    // Bitcoin Core's MessageHash("") (src/common/signmessage.cpp), as bitcoinjs-message computes it.
    expect(hex.encode(legacyBitcoinMessageHash(''))).toBe(
      '80e795d4a4caadd7047af389d9f7f220562feb6196032e2131e10563352c4bcc',
    )
  })

  test.each([
    ['pkh', 31],
    ['wpkh', 31],
    ['wpkh', 39],
    ['sh', 31],
    ['sh', 35],
  ] as const)('accepts %s with header %i + recovery id', (type, header) => {
    expect(verify(addresses[type], signer.signLegacy(message, header))).toBe(true)
  })

  test.each([
    ['pkh', 35],
    ['pkh', 39],
    ['wpkh', 35],
    ['sh', 39],
  ] as const)(
    "refuses %s with another type's BIP-137 header (%i + recovery id)",
    (type, header) => {
      expect(verify(addresses[type], signer.signLegacy(message, header))).toBe(false)
    },
  )

  test('refuses a P2TR address, a tampered message, another address, an uncompressed header for segwit', () => {
    const signature = signer.signLegacy(message)
    expect(verify(addresses.tr, signature)).toBe(false)
    expect(verify(addresses.wpkh, signature, `${message}.`)).toBe(false)
    expect(verify('1JAd7XCBzGudGpJQSDSfpmJhiygtLQWaGL', signature)).toBe(false)
    const bytes = base64.decode(signature)
    bytes[0] = (bytes[0] ?? 31) - 4
    expect(verify(addresses.wpkh, base64.encode(bytes))).toBe(false)
    bytes[0] = 43
    expect(verify(addresses.pkh, base64.encode(bytes))).toBe(false)
  })

  test('refuses a signature of another length', () => {
    const bytes = base64.decode(signer.signLegacy(message))
    expect(verify(addresses.pkh, base64.encode(bytes.subarray(0, 64)))).toBe(false)
  })
})
