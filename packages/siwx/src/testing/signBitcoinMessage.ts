import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { Address, NETWORK, OutScript, p2tr, p2wpkh, RawWitness, WIF } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { bitcoinNetworkOf } from '../verifiers/bip122/bitcoinNetworks.js'
import { createBip322Transactions } from '../verifiers/bip122/createBip322Transactions.js'
import { legacyBitcoinMessageHash } from '../verifiers/bip122/verifyLegacyBitcoinSignature.js'

const mainnet = bitcoinNetworkOf('bip122:000000000019d6689c085ae165831e93') ?? NETWORK

/**
 * A test Bitcoin wallet of one WIF key: its P2WPKH and P2TR addresses and how it signs a message,
 * BIP-322 simple (base64 witness stack, ECDSA with low R as Bitcoin Core grinds it, or BIP-340)
 * or legacy (base64 of header ‖ r ‖ s).
 */
export function createBitcoinTestSigner(wif: string, network = mainnet) {
  const privateKey = WIF(network).decode(wif)
  const p2wpkhAddress = p2wpkh(pubECDSA(privateKey, true), network).address as string
  const p2trAddress = p2tr(pubSchnorr(privateKey), undefined, network).address as string
  return {
    privateKey,
    p2wpkhAddress,
    p2trAddress,
    /** BIP-322 simple signature of `message` by `address` (this key's P2WPKH or P2TR). */
    signBip322(message: string, address: string): string {
      const script = OutScript.encode(Address(network).decode(address))
      const { toSign } = createBip322Transactions(script, message)
      if (address === p2trAddress) toSign.updateInput(0, { tapInternalKey: pubSchnorr(privateKey) })
      toSign.signIdx(privateKey, 0)
      toSign.finalizeIdx(0)
      const witness = toSign.getInput(0).finalScriptWitness
      if (!witness) throw new Error('not signed')
      return base64.encode(RawWitness.encode(witness))
    },
    /** Legacy signature with a compressed key: `header` 31 (P2PKH style) or 39 (BIP-137 P2WPKH). */
    signLegacy(message: string, headerBase: 31 | 35 | 39 = 31): string {
      const signature = secp256k1.sign(legacyBitcoinMessageHash(message), privateKey, {
        prehash: false,
        format: 'recovered',
      })
      signature[0] = headerBase + (signature[0] ?? 0)
      return base64.encode(signature)
    },
  }
}
