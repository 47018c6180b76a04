import {
  type Address,
  decodeAbiParameters,
  getAddress,
  type Hex,
  hexToBigInt,
  toEventSelector,
} from 'viem'
import type { RpcLog } from './rpcSchemas.js'

/** `Transfer(address,address,uint256)`: ERC-20 (value in data) and ERC-721 (token id indexed). */
export const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')
/** ERC-1155 `TransferSingle(address,address,address,uint256,uint256)`. */
export const TRANSFER_SINGLE_TOPIC = toEventSelector(
  'TransferSingle(address,address,address,uint256,uint256)',
)
/** ERC-1155 `TransferBatch(address,address,address,uint256[],uint256[])`. */
export const TRANSFER_BATCH_TOPIC = toEventSelector(
  'TransferBatch(address,address,address,uint256[],uint256[])',
)

/** The most ids one TransferBatch may carry before the log is ignored. */
const MAX_BATCH_IDS = 1_000

/** A token movement read from a log. Amounts and ids are in the token's smallest unit / raw. */
export type TransferLog =
  | { standard: 'erc20'; contract: Address; from: Address; to: Address; amount: bigint }
  | { standard: 'erc721'; contract: Address; from: Address; to: Address; tokenId: bigint }
  | {
      standard: 'erc1155'
      contract: Address
      from: Address
      to: Address
      tokenIds: readonly bigint[]
      amounts: readonly bigint[]
    }

const topicAddress = (topic: Hex): Address | undefined =>
  // An indexed address is left-padded to 32 bytes; anything in the padding is not an address.
  /^0x0{24}/.test(topic) ? getAddress(`0x${topic.slice(26)}`) : undefined

/**
 * Reads a token transfer from a log: ERC-20 and ERC-721 `Transfer` share a signature and differ in
 * topic count (ERC-20: 3 topics, the value in data; ERC-721: 4, the token id indexed); ERC-1155
 * `TransferSingle` / `TransferBatch` carry operator, from and to as topics and ids and values in
 * data.
 *
 * @param log - A validated log.
 * @returns The transfer, or `undefined` for any other event or a malformed one (wrong data size,
 *   an address topic with non-zero padding, a batch whose lists differ in length).
 */
export function parseTransferLog(log: RpcLog): TransferLog | undefined {
  const [signature, ...indexed] = log.topics as Hex[]
  const contract = getAddress(log.address)
  try {
    if (signature === TRANSFER_TOPIC) {
      const [fromTopic, toTopic, idTopic] = indexed
      const from = fromTopic && topicAddress(fromTopic)
      const to = toTopic && topicAddress(toTopic)
      if (!from || !to) return undefined
      if (indexed.length === 2 && log.data.length === 66) {
        return { standard: 'erc20', contract, from, to, amount: hexToBigInt(log.data as Hex) }
      }
      if (idTopic && log.data === '0x') {
        return { standard: 'erc721', contract, from, to, tokenId: hexToBigInt(idTopic) }
      }
      return undefined
    }
    if (signature === TRANSFER_SINGLE_TOPIC || signature === TRANSFER_BATCH_TOPIC) {
      const [, fromTopic, toTopic] = indexed
      const from = fromTopic && topicAddress(fromTopic)
      const to = toTopic && topicAddress(toTopic)
      if (!from || !to || indexed.length !== 3) return undefined
      if (signature === TRANSFER_SINGLE_TOPIC) {
        const [id, amount] = decodeAbiParameters(
          [{ type: 'uint256' }, { type: 'uint256' }],
          log.data as Hex,
        )
        return { standard: 'erc1155', contract, from, to, tokenIds: [id], amounts: [amount] }
      }
      const [tokenIds, amounts] = decodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        log.data as Hex,
      )
      if (tokenIds.length !== amounts.length || tokenIds.length > MAX_BATCH_IDS) return undefined
      return { standard: 'erc1155', contract, from, to, tokenIds, amounts }
    }
  } catch {
    // Data that does not decode as the event says: not a transfer Latch can show.
  }
  return undefined
}
