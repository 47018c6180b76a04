import type { SIWXMessageData } from '@latch/core'
import { InvalidCaipNetworkIdError } from '@latch/core'
import { InvalidSIWXMessageFieldError } from '../../errors/InvalidSIWXMessageFieldError.js'
import { formatCaip122Message } from '../../messages/formatCaip122Message.js'
import { solanaChainReference } from './solanaChainReference.js'

/** A Solana address: the base58 of a 32-byte ed25519 public key, 32 to 44 characters. */
const address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Writes a sign-in as Solana's CAIP-122 text (`createSolanaVerifier().formatMessage`, loaded when
 * first needed): "wants you to sign in with your Solana account:" and the network's CAIP-2
 * reference as `Chain ID`.
 *
 * @throws {InvalidCaipNetworkIdError} for a network that is not `solana:` and 32 base58 characters.
 * @throws {InvalidSIWXMessageFieldError} for an address that is not 32 to 44 base58 characters, and
 * any field CAIP-122 text cannot state.
 */
export function formatSolanaMessage(data: SIWXMessageData): string {
  const chainReference = solanaChainReference(data.chainId)
  if (chainReference === undefined) {
    throw new InvalidCaipNetworkIdError(data.chainId, 'not solana with a 32-character reference')
  }
  if (typeof data.accountAddress !== 'string' || !address.test(data.accountAddress)) {
    throw new InvalidSIWXMessageFieldError(
      'accountAddress',
      "must be an address of the message's network",
      data.accountAddress,
    )
  }
  return formatCaip122Message(data, { accountName: 'Solana', chainReference })
}
