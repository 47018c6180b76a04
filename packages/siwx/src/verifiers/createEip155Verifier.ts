import type { SIWXMessageData, SIWXSession } from '@latch/core'
import type { PublicClient } from 'viem'
import type { SIWXVerifier } from './types.js'

/** Parameters of {@link createEip155Verifier}. */
export type CreateEip155VerifierParameters = {
  /**
   * The public client of an EIP-155 chain id, e.g.
   * `(id) => createPublicClient({ transport: http(rpcUrls[id]) })`. With a client, smart accounts
   * verify too (ERC-1271 deployed, ERC-6492 not yet deployed); without one (absent, or `undefined`
   * for a chain), only externally owned accounts do, offline.
   */
  getClient?: ((chainId: number) => Pick<PublicClient, 'verifyMessage'> | undefined) | undefined
}

/**
 * The `eip155` sign-in scheme (a {@link SIWXVerifier}): EIP-4361 messages
 * (https://eips.ethereum.org/EIPS/eip-4361) written by viem's `createSiweMessage`, signatures
 * checked with the chain's public client `verifyMessage`: EIP-191 `personal_sign` of an externally
 * owned account, ERC-1271 `isValidSignature` of a deployed smart account, ERC-6492 wrapped
 * signatures of one not deployed yet.
 *
 * `formatMessage` resolves with the EIP-4361 text, the address EIP-55 checksummed and each
 * timestamp exactly as the data holds it (viem alone would add milliseconds:
 * `2021-09-30T16:25:24.000Z`). It rejects with viem's `SiweInvalidMessageFieldError` for a field
 * EIP-4361 does not allow (`shortMessage` `Invalid Sign-In with Ethereum message field "issuedAt".`
 * for a timestamp that is not an RFC 3339 date-time, likewise `expirationTime` and `notBefore`; a
 * domain, nonce, URI or version viem refuses), viem's `InvalidAddressError` (`shortMessage`
 * `Address "<address>" is invalid.`) for an address that is not 20 bytes of hex or fails its
 * EIP-55 checksum, and `InvalidCaipNetworkIdError` (`Invalid CAIP-2 network id: <id>`) for a
 * network that is not `eip155:<decimal chain id>`. `verify` resolves `false` for a wrong or
 * malformed signature, address or network id; viem counts a node that does not answer as a failed
 * check too, so while it is down only externally owned accounts verify.
 *
 * Both load their code when first called (dynamic imports of viem's EIP-4361 writer, EIP-55
 * checksum and signature check), so a page where nobody signs in does not download it; they
 * reject with the import's error only if that code cannot be loaded.
 *
 * @param parameters - {@link CreateEip155VerifierParameters}
 * @returns The verifier for `createSIWX({ verifiers })`.
 *
 * @example
 * import { createEip155Verifier, createSIWX } from '@latch/siwx'
 * import { createPublicClient, http } from 'viem'
 *
 * const siwx = createSIWX({
 *   verifiers: [
 *     createEip155Verifier({
 *       getClient: () => createPublicClient({ transport: http('http://127.0.0.1:8545') }),
 *     }),
 *   ],
 * })
 */
export function createEip155Verifier(
  parameters: CreateEip155VerifierParameters = {},
): SIWXVerifier {
  return {
    namespace: 'eip155',
    formatMessage: async (data: SIWXMessageData): Promise<string> =>
      (await import('./eip155/formatEip155Message.js')).formatEip155Message(data),
    verify: async (session: SIWXSession): Promise<boolean> =>
      (await import('./eip155/verifyEip155Signature.js')).verifyEip155Session(
        session,
        parameters.getClient,
      ),
  }
}
