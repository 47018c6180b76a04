import type { SIWXMessageData, SIWXSession } from '@latch/core'
import type { SIWXVerifier } from './types.js'

/**
 * The `bip122` sign-in scheme for Bitcoin (a {@link SIWXVerifier}): CAIP-122 text
 * (https://chainagnostic.org/CAIPs/caip-122) signed as BIP-322 messages
 * (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki).
 *
 * `formatMessage` resolves with the CAIP-122 text: "wants you to sign in with your Bitcoin
 * account:" and the network's CAIP-2 reference as `Chain ID` (e.g.
 * `000000000019d6689c085ae165831e93`), in EIP-4361's layout. It rejects with
 * `InvalidCaipNetworkIdError` for a network other than Bitcoin mainnet, testnet3, testnet4, signet
 * or regtest, `InvalidSIWXMessageFieldError` for an address not shaped like one of that network
 * (its lower-case bech32 prefix, or its base58 version) and for any other field CAIP-122 text
 * cannot state.
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
 * another network, a text with a lone surrogate), never rejecting for them.
 *
 * Both are loaded when first called (dynamic imports; verifying brings `@scure/btc-signer` and
 * secp256k1), so an app whose users never sign in with Bitcoin does not download them; they
 * reject only if that code cannot be loaded.
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
    formatMessage: async (data: SIWXMessageData): Promise<string> =>
      (await import('./bip122/formatBitcoinMessage.js')).formatBitcoinMessage(data),
    verify: async (session: SIWXSession): Promise<boolean> =>
      (await import('./bip122/verifyBitcoinSignature.js')).verifyBitcoinSession(session),
  }
}
