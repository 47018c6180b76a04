import type { SIWXSession } from '@latch/core'
import { base64 } from '@scure/base'
import { Address } from '@scure/btc-signer'
import { bitcoinNetworkOf, isBitcoinAddressShape } from './bitcoinNetworks.js'
import { verifyBip322SimpleSignature } from './verifyBip322SimpleSignature.js'
import { verifyLegacyBitcoinSignature } from './verifyLegacyBitcoinSignature.js'

/** Parameters of {@link verifyBitcoinSignature}; values of any type are refused, not thrown on. */
export type VerifyBitcoinSignatureParameters = {
  /** The CAIP-2 network the address must belong to, e.g. `bip122:000000000019d6689c085ae165831e93`. */
  chainId: unknown
  /** The signing address, e.g. `bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l`. */
  address: unknown
  /** The text that was signed. */
  message: unknown
  /** Base64: a BIP-322 simple signature (`smp` prefix optional) or a legacy 65-byte one. */
  signature: unknown
}

/**
 * The longest signature read, in characters: a P2WPKH witness is at most 109 bytes, a P2TR key
 * path one 67, a legacy signature 65 (base64: 148, 92, 88).
 */
const MAX_SIGNATURE_LENGTH = 200

/**
 * Whether `signature` is `address`'s signature of `message` on a Bitcoin network (the `bip122`
 * sign-in scheme, `createBip122Verifier().verify`, loaded when first needed): a legacy signature
 * when it is 65 bytes with a header of 27–42 and no `smp` prefix
 * ({@link verifyLegacyBitcoinSignature}), a BIP-322 simple one otherwise
 * ({@link verifyBip322SimpleSignature}). The address must decode, checksum included, for the
 * network; the base64 must be canonical (padded, standard alphabet) and at most 200 characters;
 * `message` must be well-formed UTF-16 (a lone surrogate has no UTF-8).
 *
 * @returns `false` for a wrong or malformed signature, address or message; never throws.
 */
export function verifyBitcoinSignature(parameters: VerifyBitcoinSignatureParameters): boolean {
  const { address, message, signature } = parameters
  const network = bitcoinNetworkOf(parameters.chainId)
  try {
    if (
      !network ||
      !isBitcoinAddressShape(address, network) ||
      typeof message !== 'string' ||
      typeof signature !== 'string' ||
      signature.length > MAX_SIGNATURE_LENGTH ||
      /\p{Cs}/u.test(message)
    ) {
      return false
    }
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

/**
 * {@link verifyBitcoinSignature} of a sign-in session (`createBip122Verifier().verify`, loaded when first needed): the
 * network and address are `session.data`'s `chainId` and `accountAddress`.
 *
 * @param session - The signed sign-in.
 * @returns `false` for a wrong or malformed signature, key, network or message; never throws for
 * them.
 */
export function verifyBitcoinSession({ data, message, signature }: SIWXSession): boolean {
  const { chainId, accountAddress: address } = data ?? {}
  return verifyBitcoinSignature({ chainId, address, message, signature })
}
