import { TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import {
  bip322Address,
  bip322Key,
  bip322Refused,
  bip322SimpleSignatures,
  legacySignatures,
} from '../../testing/bip322TestVectors.js'
import { createBitcoinTestSigner } from '../../testing/signBitcoinMessage.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'

const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const verify = (address: string, message: string, signature: string, chainId = mainnet) =>
  verifyBitcoinSignature({ chainId, address, message, signature })

describe('verifyBitcoinSignature: published vectors', () => {
  test.each(bip322SimpleSignatures)(
    'BIP-322 simple, $type $address: $message',
    ({ address, message, signature }) => {
      expect(verify(address, message, signature)).toBe(true)
    },
  )

  test.each(legacySignatures)('legacy, %s', (_wallet, address, message, signature) => {
    expect(verify(address, message, signature)).toBe(true)
  })

  test.each(bip322Refused)(
    'refuses BIP-322 error vector: %s',
    (_case, address, message, signature) => {
      expect(verify(address, message, signature)).toBe(false)
    },
  )
})

describe('verifyBitcoinSignature: refusals', () => {
  const [vector] = bip322SimpleSignatures
  const signer = createBitcoinTestSigner(bip322Key)

  test('a tampered message, another address, a flipped signature byte', () => {
    expect(verify(vector.address, ' ', vector.signature)).toBe(false)
    expect(verify(signer.p2trAddress, vector.message, vector.signature)).toBe(false)
    const bytes = Buffer.from(vector.signature, 'base64')
    bytes[20] = (bytes[20] ?? 0) ^ 1
    expect(verify(vector.address, vector.message, bytes.toString('base64'))).toBe(false)
  })

  test('another network: the address does not decode on testnet, a testnet address not on mainnet', () => {
    expect(verify(vector.address, vector.message, vector.signature, testnet)).toBe(false)
    const testnetSigner = createBitcoinTestSigner(
      'cVt4o7BGAig1UXywgGSmARhxMdzP5qvQsxKkSsc1XEkw3tDTQFpy',
      TEST_NETWORK,
    )
    const signature = testnetSigner.signBip322('hi', testnetSigner.p2wpkhAddress)
    expect(verify(testnetSigner.p2wpkhAddress, 'hi', signature, testnet)).toBe(true)
    expect(verify(testnetSigner.p2wpkhAddress, 'hi', signature, mainnet)).toBe(false)
  })

  test('malformed base64 (unpadded, URL alphabet, spaces), a bad address checksum, a lone surrogate', () => {
    const unpadded = vector.signature.replace(/=+$/, '')
    expect(verify(vector.address, vector.message, unpadded)).toBe(false)
    const urlSafe = bip322SimpleSignatures[4].signature.replaceAll('/', '_')
    expect(verify(bip322SimpleSignatures[4].address, 'No prefix fallback', urlSafe)).toBe(false)
    expect(verify(vector.address, vector.message, ` ${vector.signature}`)).toBe(false)
    expect(verify(`${bip322Address.slice(0, -1)}m`, vector.message, vector.signature)).toBe(false)
    const signature = signer.signBip322('\ud800', signer.p2wpkhAddress)
    expect(verify(signer.p2wpkhAddress, '\ud800', signature)).toBe(false)
  })

  test('a "full" signature and a legacy one behind the simple prefix are not read', () => {
    expect(verify(vector.address, '', `ful${vector.signature}`)).toBe(false)
    expect(verify(signer.p2wpkhAddress, 'hi', `smp${signer.signLegacy('hi')}`)).toBe(false)
  })
})
