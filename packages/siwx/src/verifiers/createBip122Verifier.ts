import type { SIWXMessageData, SIWXSession } from '@latch/core'
import { InvalidCaipNetworkIdError } from '@latch/core'
import { InvalidSIWXMessageFieldError } from '../errors/InvalidSIWXMessageFieldError.js'
import { formatCaip122Message } from '../messages/formatCaip122Message.js'
import { bitcoinNetworkOf, isBitcoinAddressShape } from './bip122/bitcoinNetworks.js'
import type { SIWXVerifier } from './types.js'

/**
 * The `bip122` sign-in scheme for Bitcoin (a {@link SIWXVerifier}): CAIP-122 text
 * (https://chainagnostic.org/CAIPs/caip-122) signed as BIP-322 messages
 * (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki).
 *
 * `formatMessage` writes the CAIP-122 text with "wants you to sign in with your Bitcoin account:"
 * and the network's CAIP-2 reference as `Chain ID` (e.g. `000000000019d6689c085ae165831e93`). It
 * throws `InvalidCaipNetworkIdError` for a network other than Bitcoin mainnet, testnet3, testnet4,
 * signet or regtest, `InvalidSIWXMessageFieldError` for an address not shaped like one of that
 * network (its bech32 prefix, or its base58 version) and for any other field CAIP-122 text cannot
 * state.
 *
 * `verify` takes `session.signature` as base64, the encodings wallets' `signMessage` returns:
 * - a BIP-322 "simple" signature, the consensus-encoded witness stack, optionally prefixed `smp`
 *   as BIP-322 now asks: P2WPKH (`bc1q…`/`tb1q…`, ECDSA, SIGHASH_ALL, low S, strict DER) and
 *   P2TR key path (`bc1p…`/`tb1p…`, BIP-340 Schnorr, SIGHASH_DEFAULT or SIGHASH_ALL), over
 *   BIP-322's virtual `to_spend`/`to_sign` transactions and the message's tagged hash
 *   ("BIP0322-signed-message");
 * - a legacy 65-byte "Bitcoin Signed Message" signature (recoverable ECDSA over the double SHA-256
 *   of "\x18Bitcoin Signed Message:\n", the message's length and its UTF-8 bytes), for P2PKH
 *   (`1…`/`m…`/`n…`, headers 27–34), P2WPKH (compressed key, headers 31–34 or BIP-137's 39–42) and
 *   P2SH-wrapped P2WPKH (`3…`/`2…`, headers 31–34 or BIP-137's 35–38).
 *
 * It resolves `false` for a wrong signature and for anything malformed or unsupported (bad
 * base64, a "full" or proof-of-funds signature, P2WSH and script-path spends, an address of
 * another network, a text with a lone surrogate), never rejecting for them. The Bitcoin code
 * (`@scure/btc-signer`, secp256k1) is loaded on the first `verify` (a dynamic import), so an app
 * that never signs in with Bitcoin does not download it; `verify` rejects only if that code cannot
 * be loaded.
 *
 * @returns The verifier for `createSIWX({ verifiers })`, one of its defaults.
 *
 * @example
 * import { createBip122Verifier, createEip155Verifier, createSIWX } from '@latch/siwx'
 *
 * const siwx = createSIWX({ verifiers: [createEip155Verifier(), createBip122Verifier()] })
 */
export function createBip122Verifier(): SIWXVerifier {
  return {
    namespace: 'bip122',
    formatMessage(data: SIWXMessageData): string {
      const network = bitcoinNetworkOf(data.chainId)
      if (!network) throw new InvalidCaipNetworkIdError(data.chainId, 'not a Bitcoin network')
      if (!isBitcoinAddressShape(data.accountAddress, network)) {
        throw new InvalidSIWXMessageFieldError('accountAddress', data.accountAddress)
      }
      const chainReference = data.chainId.slice('bip122:'.length)
      return formatCaip122Message(data, { accountName: 'Bitcoin', chainReference })
    },
    async verify({ data, message, signature }: SIWXSession): Promise<boolean> {
      const network = bitcoinNetworkOf(data.chainId)
      if (
        !network ||
        !isBitcoinAddressShape(data.accountAddress, network) ||
        typeof signature !== 'string' ||
        signature.length > MAX_SIGNATURE_LENGTH ||
        typeof message !== 'string'
      ) {
        return false
      }
      const { verifyBitcoinSignature } = await import('./bip122/verifyBitcoinSignature.js')
      return verifyBitcoinSignature({ address: data.accountAddress, message, signature, network })
    },
  }
}

/**
 * The longest signature read, in characters: a P2WPKH witness is at most 109 bytes, a P2TR key
 * path one 67, a legacy signature 65 (base64: 148, 92, 88).
 */
const MAX_SIGNATURE_LENGTH = 200
