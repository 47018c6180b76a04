import type { SIWXMessageData, SIWXSession } from '@latch/core'
import { InvalidCaipNetworkIdError } from '@latch/core'
import type { Address, PublicClient } from 'viem'
import { createSiweMessage, SiweInvalidMessageFieldError } from 'viem/siwe'
import { isRfc3339DateTime } from '../messages/isRfc3339DateTime.js'
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
 * `formatMessage` writes each timestamp exactly as the data holds it (viem alone would add
 * milliseconds: `2021-09-30T16:25:24.000Z`) and throws viem's `SiweInvalidMessageFieldError` or
 * `InvalidAddressError` for a field EIP-4361 does not allow, `InvalidCaipNetworkIdError` for a
 * network that is not `eip155:<decimal chain id>`. `verify` resolves `false` for a wrong or
 * malformed signature, address or network id; viem counts a node that does not answer as a failed
 * check too, so while it is down only externally owned accounts verify. `verify` loads its code
 * when first called (a dynamic import), so a page where nobody signs in does not download it; it
 * rejects only if that code cannot be loaded.
 *
 * @param parameters - {@link CreateEip155VerifierParameters}
 * @returns The verifier for `createSIWX({ verifiers })`; its `formatMessage` returns the text at
 * once.
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
): Omit<SIWXVerifier, 'formatMessage'> & { formatMessage(data: SIWXMessageData): string } {
  return {
    namespace: 'eip155',
    formatMessage(data: SIWXMessageData): string {
      const chainId = eip155ChainId(data.chainId)
      if (chainId === undefined) {
        throw new InvalidCaipNetworkIdError(data.chainId, 'not eip155 with a decimal chain id')
      }
      return createSiweMessage({
        // createSiweMessage checks the address (and writes it EIP-55 checksummed).
        address: data.accountAddress as Address,
        chainId,
        domain: data.domain,
        uri: data.uri,
        version: data.version,
        nonce: data.nonce,
        issuedAt: verbatimDate('issuedAt', data.issuedAt),
        expirationTime: data.expirationTime
          ? verbatimDate('expirationTime', data.expirationTime)
          : undefined,
        notBefore: data.notBefore ? verbatimDate('notBefore', data.notBefore) : undefined,
        statement: data.statement,
        requestId: data.requestId,
        resources: data.resources && [...data.resources],
      })
    },
    verify: async (session: SIWXSession): Promise<boolean> =>
      (await import('./eip155/verifyEip155Signature.js')).verifyEip155Signature(
        session,
        eip155ChainId(session.data.chainId),
        parameters.getClient,
      ),
  }
}

/**
 * A Date that prints as the RFC 3339 text it was made from: `createSiweMessage` prints dates with
 * `toISOString`, which would turn `2021-09-30T16:25:24Z` into `2021-09-30T16:25:24.000Z`.
 * @throws {SiweInvalidMessageFieldError} for a value that is not an RFC 3339 date-time: written
 * verbatim, one with a line break would add lines to the text (`issuedAt` carrying the
 * `Expiration Time` line writes the issued text from data without an expiration time).
 */
function verbatimDate(field: 'issuedAt' | 'expirationTime' | 'notBefore', value: string): Date {
  if (!isRfc3339DateTime(value)) {
    const metaMessages = [
      '- A timestamp must be an RFC 3339 date-time.',
      '',
      `Provided value: ${value}`,
    ]
    throw new SiweInvalidMessageFieldError({ field, metaMessages })
  }
  return Object.assign(new Date(value), { toISOString: () => value })
}

/**
 * The chain id of an `eip155:<id>` network, e.g. `1`: by CAIP-2's eip155 namespace the reference
 * is the EIP-155 chain id in decimal. `undefined` for any other network id (`eip155:0x1`,
 * `eip155:-1`, `solana:…`), whose `Number` would write a wrong or unreadable `Chain ID` line.
 */
function eip155ChainId(caipNetworkId: string): number | undefined {
  const reference = /^eip155:([0-9]{1,32})$/.exec(caipNetworkId)?.[1]
  const chainId = Number(reference)
  return reference !== undefined && Number.isSafeInteger(chainId) ? chainId : undefined
}
