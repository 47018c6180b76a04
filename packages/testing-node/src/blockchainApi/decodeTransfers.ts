import type { TransactionTransfer } from '@latch/core'
import {
  type Address,
  erc20Abi,
  erc721Abi,
  formatEther,
  formatUnits,
  type Hex,
  isAddressEqual,
  type Log,
  type PublicClient,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { nativeFungible, priceOf } from './fixtureTables.ts'

/** `Transfer(address,address,uint256)`, the same topic for ERC-20 and ERC-721. */
export const transferTopic = toEventSelector('Transfer(address,address,uint256)')

/** A transfer with the sender and recipient it was decoded from. */
export type DecodedTransfer = TransactionTransfer & { from: Address; to: Address }

/**
 * The value movements of one transaction that touch `account`: its native value (when the account
 * sends or receives it) and each ERC-20 (two indexed topics) or ERC-721 (three) Transfer log whose
 * sender or recipient is the account. Token names, decimals and ERC-721 `tokenURI` metadata are
 * read from the chain now; a log of a contract that cannot be read is left out.
 *
 * @param client - The chain's client.
 * @param account - The account the directions are seen from.
 * @param transaction - The transaction's sender, recipient (null for a deployment) and value in wei.
 * @param logs - The receipt's logs.
 * @returns The transfers, native first, then in log order.
 */
export async function decodeTransfers(
  client: PublicClient,
  account: Address,
  transaction: { from: Address; to: Address | null; value: bigint },
  logs: readonly Log[],
): Promise<DecodedTransfer[]> {
  const transfers: (DecodedTransfer | undefined)[] = []
  const { from, to, value } = transaction
  if (value > 0n && to && (isAddressEqual(from, account) || isAddressEqual(to, account))) {
    const numeric = formatEther(value)
    transfers.push({
      from,
      to,
      direction: directionOf(account, from, to),
      quantity: { numeric },
      fungible_info: { name: nativeFungible.name, symbol: nativeFungible.symbol },
      value: Number(numeric) * nativeFungible.price,
    })
  }
  const decoded = await Promise.all(
    logs.map((log) => decodeTransferLog(client, account, log).catch(() => undefined)),
  )
  transfers.push(...decoded)
  return transfers.filter((transfer) => transfer !== undefined)
}

async function decodeTransferLog(
  client: PublicClient,
  account: Address,
  log: Log,
): Promise<DecodedTransfer | undefined> {
  const [topic, fromTopic, toTopic, idTopic] = log.topics
  if (topic !== transferTopic || !fromTopic || !toTopic) return undefined
  const from = topicAddress(fromTopic)
  const to = topicAddress(toTopic)
  if (!isAddressEqual(from, account) && !isAddressEqual(to, account)) return undefined
  const direction = directionOf(account, from, to)
  const contract = { address: log.address } as const

  if (idTopic) {
    const tokenId = BigInt(idTopic)
    const collection = await client.readContract({
      ...contract,
      abi: erc721Abi,
      functionName: 'name',
    })
    const metadata = await client
      .readContract({ ...contract, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
      .then(parseDataJson)
      .catch(() => undefined)
    const image = metadata?.image
    return {
      from,
      to,
      direction,
      quantity: { numeric: '1' },
      nft_info: {
        name: metadata?.name ?? `${collection} #${tokenId}`,
        ...(image ? { content: { preview: { url: image } } } : {}),
        flags: { is_spam: false },
      },
    }
  }

  const read = <name extends 'name' | 'symbol' | 'decimals'>(functionName: name) =>
    client.readContract({ ...contract, abi: erc20Abi, functionName })
  const [name, symbol, decimals] = await Promise.all([
    read('name'),
    read('symbol'),
    read('decimals'),
  ])
  const numeric = formatUnits(BigInt(log.data), decimals)
  const price = priceOf(log.address)
  return {
    from,
    to,
    direction,
    quantity: { numeric },
    fungible_info: { name, symbol },
    ...(price === undefined ? {} : { value: Number(numeric) * price }),
  }
}

/**
 * The Activity operation of a transaction for `account`: 'mint' when it received a token from
 * address 0, 'send' when it sent the transaction and only value left it, 'execute' for its other
 * transactions (calls, deployments, approvals), 'receive' otherwise.
 *
 * @param account - The account.
 * @param sender - The transaction's sender.
 * @param transfers - {@link decodeTransfers}'s result.
 */
export function operationTypeOf(
  account: Address,
  sender: Address,
  transfers: readonly DecodedTransfer[],
): 'send' | 'receive' | 'execute' | 'mint' {
  const minted = transfers.some(
    ({ from, to }) => isAddressEqual(from, zeroAddress) && isAddressEqual(to, account),
  )
  if (minted) return 'mint'
  if (!isAddressEqual(sender, account)) return 'receive'
  const sent = transfers.length > 0 && transfers.every(({ direction }) => direction !== 'in')
  return sent ? 'send' : 'execute'
}

function directionOf(account: Address, from: Address, to: Address): 'in' | 'out' | 'self' {
  if (isAddressEqual(from, account)) return isAddressEqual(to, account) ? 'self' : 'out'
  return 'in'
}

function topicAddress(topic: Hex): Address {
  return `0x${topic.slice(-40)}`
}

/** `{ name, image }` of a `data:application/json;base64,` token URI; `undefined` for others. */
function parseDataJson(uri: string): { name?: string; image?: string } | undefined {
  const prefix = 'data:application/json;base64,'
  if (!uri.startsWith(prefix)) return undefined
  const json: unknown = JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8'))
  if (typeof json !== 'object' || json === null) return undefined
  const { name, image } = json as Record<string, unknown>
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof image === 'string' ? { image } : {}),
  }
}
