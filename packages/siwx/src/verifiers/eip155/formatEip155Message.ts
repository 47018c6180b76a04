import type { SIWXMessageData } from '@latch/core'
import { InvalidCaipNetworkIdError } from '@latch/core'
import type { Address } from 'viem'
import { createSiweMessage, SiweInvalidMessageFieldError } from 'viem/siwe'
import { isRfc3339DateTime } from '../../messages/isRfc3339DateTime.js'
import { eip155ChainId } from './eip155ChainId.js'

/**
 * Writes a sign-in as EIP-4361 text (`createEip155Verifier().formatMessage`, loaded when first
 * needed) with viem's `createSiweMessage`: the address EIP-55 checksummed, each timestamp exactly
 * as the data holds it.
 *
 * @param data - The message's fields.
 * @returns The text the wallet signs.
 * @throws {InvalidCaipNetworkIdError} for a network that is not `eip155:<decimal chain id>`.
 * @throws {SiweInvalidMessageFieldError} or viem's `InvalidAddressError` for a field EIP-4361 does
 * not allow.
 */
export function formatEip155Message(data: SIWXMessageData): string {
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
