import type { SIWXMessageData, SIWXSession } from '@latch/core'
import type { SIWXVerifier } from './types.js'

/**
 * The `solana` sign-in scheme (a {@link SIWXVerifier}), Solana's CAIP-122 profile ("Sign in With
 * Solana", ChainAgnostic namespaces solana/caip122.md, signature type `solana:ed25519`).
 *
 * `formatMessage` resolves with the CAIP-122 text: "wants you to sign in with your Solana
 * account:" and the network's CAIP-2 reference as `Chain ID` (e.g.
 * `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`), in EIP-4361's layout. It rejects with
 * `InvalidCaipNetworkIdError` for a network that is not `solana:` and 32 base58 characters,
 * `InvalidSIWXMessageFieldError` for an address that is not 32 to 44 base58 characters and for any
 * other field CAIP-122 text cannot state.
 *
 * `verify` checks an RFC 8032 ed25519 signature (`@noble/curves`, strict: no ZIP-215 leniency) of
 * the UTF-8 bytes of `session.message` — what a wallet's `solana:signMessage` signs — against
 * the public key the address is: `session.signature` is the base58 of the 64-byte signature,
 * `session.data.accountAddress` the base58 of the 32-byte key (each the canonical encoding). It
 * resolves `false` for a wrong signature and for anything malformed (not base58, a wrong length,
 * a text with a lone surrogate, another network), never rejecting for them.
 *
 * Both are loaded when first called (dynamic imports), so an app whose users never sign in with
 * Solana does not download them; they reject only if that code cannot be loaded.
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
    formatMessage: async (data: SIWXMessageData): Promise<string> =>
      (await import('./solana/formatSolanaMessage.js')).formatSolanaMessage(data),
    verify: async (session: SIWXSession): Promise<boolean> =>
      (await import('./solana/verifySolanaSignature.js')).verifySolanaSession(session),
  }
}
