import { base64 } from '@scure/base'
import { Address } from '@scure/btc-signer'
import type { BitcoinNetwork } from './bitcoinNetworks.js'
import { verifyBip322SimpleSignature } from './verifyBip322SimpleSignature.js'
import { verifyLegacyBitcoinSignature } from './verifyLegacyBitcoinSignature.js'

/** Parameters of {@link verifyBitcoinSignature}. */
export type VerifyBitcoinSignatureParameters = {
  /** The signing address, e.g. `bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l`. */
  address: string
  /** The text that was signed. */
  message: string
  /** Base64: a BIP-322 simple signature (`smp` prefix optional) or a legacy 65-byte one. */
  signature: string
  /** The network the address must belong to. */
  network: BitcoinNetwork
}

/**
 * Whether `signature` is `address`'s signature of `message` (the `bip122` sign-in scheme, loaded
 * lazily by `createBip122Verifier`): a legacy signature when it is 65 bytes with a header of
 * 27–42 and no `smp` prefix ({@link verifyLegacyBitcoinSignature}), a BIP-322 simple one
 * otherwise ({@link verifyBip322SimpleSignature}). The address must decode, checksum included, for
 * `network`; the base64 must be canonical (padded, standard alphabet); `message` must be
 * well-formed UTF-16 (a lone surrogate has no UTF-8).
 *
 * @returns `false` for a wrong or malformed signature, address or message; never throws.
 */
export function verifyBitcoinSignature(parameters: VerifyBitcoinSignatureParameters): boolean {
  const { address, message, signature, network } = parameters
  try {
    if (/\p{Cs}/u.test(message)) return false
    const output = Address(network).decode(address)
    const simple = signature.startsWith('smp')
    const bytes = base64.decode(simple ? signature.slice(3) : signature)
    const header = bytes[0] ?? 0
    if (!simple && bytes.length === 65 && header >= 27 && header <= 42) {
      return verifyLegacyBitcoinSignature({ output, message, signature: bytes })
    }
    return verifyBip322SimpleSignature({ output, message, witness: bytes })
  } catch {
    return false
  }
}
