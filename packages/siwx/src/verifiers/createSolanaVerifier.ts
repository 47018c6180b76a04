import type { SIWXMessageData, SIWXSession } from '@latch/core'
import { InvalidCaipNetworkIdError } from '@latch/core'
import { InvalidSIWXMessageFieldError } from '../errors/InvalidSIWXMessageFieldError.js'
import { formatCaip122Message } from '../messages/formatCaip122Message.js'
import type { SIWXVerifier } from './types.js'

/** Base58 (Bitcoin alphabet) text of `min` to `max` characters. */
const base58 = (min: number, max: number) => new RegExp(`^[1-9A-HJ-NP-Za-km-z]{${min},${max}}$`)
/** A Solana address: the base58 of a 32-byte ed25519 public key, 32 to 44 characters (spec §5). */
const address = base58(32, 44)
/** A Solana CAIP-2 reference: the first 32 characters of the base58 genesis hash (CAIP-30). */
const reference = /^solana:([1-9A-HJ-NP-Za-km-z]{32})$/

/**
 * The `solana` sign-in scheme (a {@link SIWXVerifier}), Solana's CAIP-122 profile ("Sign in With
 * Solana", ChainAgnostic namespaces solana/caip122.md, signature type `solana:ed25519`).
 *
 * `formatMessage` writes the CAIP-122 text with "wants you to sign in with your Solana account:"
 * and the network's CAIP-2 reference as `Chain ID` (e.g. `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). It
 * throws `InvalidCaipNetworkIdError` for a network that is not `solana:` and 32 base58
 * characters, `InvalidSIWXMessageFieldError` for an address that is not 32 to 44 base58
 * characters and for any other field CAIP-122 text cannot state.
 *
 * `verify` checks an RFC 8032 ed25519 signature (`@noble/curves`, strict: no ZIP-215 leniency) of
 * the UTF-8 bytes of `session.message` — what a wallet's `solana:signMessage` signs — against
 * the public key the address is: `session.signature` is the base58 of the 64-byte signature,
 * `session.data.accountAddress` the base58 of the 32-byte key (each the canonical encoding). It
 * resolves `false` for a wrong signature and for anything malformed (not base58, a wrong length,
 * a text with a lone surrogate, another network), never rejecting for them. The ed25519 code is
 * loaded on the first `verify` (a dynamic import), so an app that never signs in with Solana does
 * not download it; `verify` rejects only if that code cannot be loaded.
 *
 * @returns The verifier for `createSIWX({ verifiers })`, one of its defaults.
 *
 * @example
 * import { createEip155Verifier, createSIWX, createSolanaVerifier } from '@latch/siwx'
 *
 * const siwx = createSIWX({ verifiers: [createEip155Verifier(), createSolanaVerifier()] })
 */
export function createSolanaVerifier(): SIWXVerifier {
  return {
    namespace: 'solana',
    formatMessage(data: SIWXMessageData): string {
      const chainReference = reference.exec(data.chainId)?.[1]
      if (chainReference === undefined) {
        throw new InvalidCaipNetworkIdError(
          data.chainId,
          'not solana with a 32-character reference',
        )
      }
      if (!address.test(data.accountAddress)) {
        throw new InvalidSIWXMessageFieldError('accountAddress', data.accountAddress)
      }
      return formatCaip122Message(data, { accountName: 'Solana', chainReference })
    },
    async verify({ data, message, signature }: SIWXSession): Promise<boolean> {
      if (
        !reference.test(data.chainId) ||
        !address.test(data.accountAddress) ||
        typeof signature !== 'string' ||
        !base58(64, 88).test(signature) ||
        typeof message !== 'string'
      ) {
        return false
      }
      const { verifySolanaSignature } = await import('./solana/verifySolanaSignature.js')
      return verifySolanaSignature({ address: data.accountAddress, message, signature })
    },
  }
}
