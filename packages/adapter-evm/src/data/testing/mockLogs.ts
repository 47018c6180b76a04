import type { CaipNetwork } from '@latch/core'
import { type Address, encodeAbiParameters, type Hex, numberToHex, pad } from 'viem'
import { TRANSFER_BATCH_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC } from '../parseTransferLog.js'
import type { MockLog } from './createMockRpc.js'

/** A local test network, eip155:31337, ether with 18 decimals. */
export const testNetwork: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

/** An ERC-20 `Transfer` log (3 topics, the amount in data). */
export function erc20TransferLog(
  contract: Address,
  from: Address,
  to: Address,
  amount: bigint,
  block = 1n,
): MockLog {
  return {
    address: contract,
    topics: [TRANSFER_TOPIC, pad(from), pad(to)],
    data: encodeAbiParameters([{ type: 'uint256' }], [amount]),
    blockNumber: numberToHex(block),
  }
}

/** An ERC-721 `Transfer` log (4 topics, the token id indexed, no data). */
export function erc721TransferLog(
  contract: Address,
  from: Address,
  to: Address,
  tokenId: bigint,
  block = 1n,
): MockLog {
  return {
    address: contract,
    topics: [TRANSFER_TOPIC, pad(from), pad(to), pad(numberToHex(tokenId))],
    data: '0x',
    blockNumber: numberToHex(block),
  }
}

/** An ERC-1155 `TransferSingle` (one id) or `TransferBatch` (several) log, operator = `from`. */
export function erc1155TransferLog(
  contract: Address,
  from: Address,
  to: Address,
  items: readonly { tokenId: bigint; amount: bigint }[],
  block = 1n,
): MockLog {
  const ids = items.map((item) => item.tokenId)
  const amounts = items.map((item) => item.amount)
  const [single] = items
  const data: Hex =
    items.length === 1 && single
      ? encodeAbiParameters(
          [{ type: 'uint256' }, { type: 'uint256' }],
          [single.tokenId, single.amount],
        )
      : encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [ids, amounts])
  return {
    address: contract,
    topics: [
      items.length === 1 ? TRANSFER_SINGLE_TOPIC : TRANSFER_BATCH_TOPIC,
      pad(from),
      pad(from),
      pad(to),
    ],
    data,
    blockNumber: numberToHex(block),
  }
}
