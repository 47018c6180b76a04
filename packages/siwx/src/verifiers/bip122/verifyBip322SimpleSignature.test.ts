import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { Address, NETWORK, OutScript, RawWitness, SigHash } from '@scure/btc-signer'
import { pubECDSA, taprootTweakPrivKey } from '@scure/btc-signer/utils.js'
import { describe, expect, test } from 'vitest'
import { bip322Key } from '../../testing/bip322TestVectors.js'
import { createBitcoinTestSigner } from '../../testing/signBitcoinMessage.js'
import { createBip322Transactions } from './createBip322Transactions.js'
import { verifyBip322SimpleSignature } from './verifyBip322SimpleSignature.js'

const signer = createBitcoinTestSigner(bip322Key)
const message = 'Sign in'
const decode = (address: string) => Address(NETWORK).decode(address)
const verify = (address: string, witness: Uint8Array[], text = message) =>
  verifyBip322SimpleSignature({
    output: decode(address),
    message: text,
    witness: RawWitness.encode(witness),
  })

/** The BIP-143 sighash of the P2WPKH to_sign under `hashType`. */
function p2wpkhSighash(hashType: number) {
  const output = decode(signer.p2wpkhAddress)
  if (output.type !== 'wpkh') throw new Error('not P2WPKH')
  const { toSign } = createBip322Transactions(OutScript.encode(output), message)
  return toSign.preimageWitnessV0(
    0,
    OutScript.encode({ type: 'pkh', hash: output.hash }),
    hashType,
    0n,
  )
}

/** The BIP-341 sighash of the P2TR to_sign under `hashType`, signed with the tweaked key. */
function p2trSignature(hashType: number) {
  const script = OutScript.encode(decode(signer.p2trAddress))
  const { toSign } = createBip322Transactions(script, message)
  const sighash = toSign.preimageWitnessV1(0, [script], hashType, [0n])
  return schnorr.sign(sighash, taprootTweakPrivKey(signer.privateKey))
}

describe('verifyBip322SimpleSignature: P2WPKH', () => {
  const publicKey = pubECDSA(signer.privateKey, true)
  const sign = (hashType: number, lowS = true) => {
    const signature = secp256k1.sign(p2wpkhSighash(hashType), signer.privateKey, {
      prehash: false,
      lowS,
    })
    return secp256k1.Signature.fromBytes(signature)
  }
  const der = (signature: ReturnType<typeof sign>, hashType: number) =>
    Uint8Array.from([...signature.toBytes('der'), hashType])

  test('accepts [DER signature ‖ SIGHASH_ALL, compressed key]', () => {
    expect(verify(signer.p2wpkhAddress, [der(sign(SigHash.ALL), SigHash.ALL), publicKey])).toBe(
      true,
    )
  })

  test('refuses a high-S signature (LOW_S), another sighash type, another key, extra items', () => {
    const low = sign(SigHash.ALL)
    const high = new secp256k1.Signature(low.r, secp256k1.Point.Fn.ORDER - low.s)
    expect(verify(signer.p2wpkhAddress, [der(high, SigHash.ALL), publicKey])).toBe(false)
    const none = sign(SigHash.NONE)
    expect(verify(signer.p2wpkhAddress, [der(none, SigHash.NONE), publicKey])).toBe(false)
    const other = pubECDSA(secp256k1.utils.randomSecretKey(), true)
    expect(verify(signer.p2wpkhAddress, [der(low, SigHash.ALL), other])).toBe(false)
    const uncompressed = pubECDSA(signer.privateKey, false)
    expect(verify(signer.p2wpkhAddress, [der(low, SigHash.ALL), uncompressed])).toBe(false)
    expect(verify(signer.p2wpkhAddress, [der(low, SigHash.ALL), publicKey, new Uint8Array()])).toBe(
      false,
    )
    expect(verify(signer.p2wpkhAddress, [der(low, SigHash.ALL), publicKey], 'Sign in!')).toBe(false)
  })

  test('refuses a witness with bytes after the stack', () => {
    const witness = RawWitness.encode([der(sign(SigHash.ALL), SigHash.ALL), publicKey])
    const output = decode(signer.p2wpkhAddress)
    const padded = Uint8Array.from([...witness, 0])
    expect(verifyBip322SimpleSignature({ output, message, witness: padded })).toBe(false)
  })
})

describe('verifyBip322SimpleSignature: P2TR key path', () => {
  test('accepts 64 bytes (SIGHASH_DEFAULT) and 65 ending in SIGHASH_ALL', () => {
    expect(verify(signer.p2trAddress, [p2trSignature(SigHash.DEFAULT)])).toBe(true)
    const all = Uint8Array.from([...p2trSignature(SigHash.ALL), SigHash.ALL])
    expect(verify(signer.p2trAddress, [all])).toBe(true)
  })

  test('refuses an explicit 0x00 sighash byte, another type, an annex, the untweaked key', () => {
    const byDefault = p2trSignature(SigHash.DEFAULT)
    expect(verify(signer.p2trAddress, [Uint8Array.from([...byDefault, 0])])).toBe(false)
    const none = Uint8Array.from([...p2trSignature(SigHash.NONE), SigHash.NONE])
    expect(verify(signer.p2trAddress, [none])).toBe(false)
    expect(verify(signer.p2trAddress, [byDefault, Uint8Array.of(0x50)])).toBe(false)
    const script = OutScript.encode(decode(signer.p2trAddress))
    const { toSign } = createBip322Transactions(script, message)
    const sighash = toSign.preimageWitnessV1(0, [script], SigHash.DEFAULT, [0n])
    expect(verify(signer.p2trAddress, [schnorr.sign(sighash, signer.privateKey)])).toBe(false)
  })
})

test('P2PKH and P2SH have no simple form: false', () => {
  const signature = Buffer.from(signer.signBip322(message, signer.p2wpkhAddress), 'base64')
  const output = decode('1JAd7XCBzGudGpJQSDSfpmJhiygtLQWaGL')
  expect(verifyBip322SimpleSignature({ output, message, witness: signature })).toBe(false)
})
