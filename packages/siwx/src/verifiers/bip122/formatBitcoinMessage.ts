import type { SIWXMessageData } from '@latch/core'
import { InvalidCaipNetworkIdError } from '@latch/core'
import { InvalidSIWXMessageFieldError } from '../../errors/InvalidSIWXMessageFieldError.js'
import { formatCaip122Message } from '../../messages/formatCaip122Message.js'
import { bitcoinNetworkOf, isBitcoinAddressShape } from './bitcoinNetworks.js'

/**
 * Writes a sign-in as Bitcoin's CAIP-122 text (`createBip122Verifier().formatMessage`, loaded when
 * first needed): "wants you to sign in with your Bitcoin account:" and the network's CAIP-2
 * reference as `Chain ID`, e.g. `000000000019d6689c085ae165831e93`.
 *
 * @throws {InvalidCaipNetworkIdError} for a network other than Bitcoin mainnet, testnet3, testnet4,
 * signet or regtest.
 * @throws {InvalidSIWXMessageFieldError} for an address not shaped like one of that network (its
 * bech32 prefix, or its base58 version), and any field CAIP-122 text cannot state.
 */
export function formatBitcoinMessage(data: SIWXMessageData): string {
  const network = bitcoinNetworkOf(data.chainId)
  if (!network) throw new InvalidCaipNetworkIdError(data.chainId, 'not a Bitcoin network')
  if (!isBitcoinAddressShape(data.accountAddress, network)) {
    throw new InvalidSIWXMessageFieldError(
      'accountAddress',
      "must be an address of the message's network",
      data.accountAddress,
    )
  }
  const chainReference = data.chainId.slice('bip122:'.length)
  return formatCaip122Message(data, { accountName: 'Bitcoin', chainReference })
}
