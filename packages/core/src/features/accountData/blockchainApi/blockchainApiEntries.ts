import type { CaipNetworkId } from '../../../caip/types.js'
import type { TokenBalance, Transaction } from '../../../data/types.js'
import type { CaipNetwork } from '../../../networks/types.js'
import { apiBalanceSchema, apiTransactionSchema } from './schemas.js'

/**
 * One entry of a Blockchain API balance answer as a {@link TokenBalance}, checked with zod.
 * @returns `undefined` for a malformed entry or one of another network than `caipNetwork`.
 */
export function toTokenBalance(item: unknown, caipNetwork: CaipNetwork): TokenBalance | undefined {
  const parsed = apiBalanceSchema.safeParse(item)
  if (!parsed.success || parsed.data.chainId !== caipNetwork.caipNetworkId) return undefined
  const { address: token, ...balance } = parsed.data
  return {
    ...balance,
    chainId: caipNetwork.caipNetworkId,
    address: (token ?? undefined) as TokenBalance['address'],
  }
}

/**
 * One entry of a Blockchain API history answer as a {@link Transaction}, checked with zod; only the
 * fields Latch shows are kept.
 * @returns `undefined` for a malformed entry.
 */
export function toTransaction(item: unknown): Transaction | undefined {
  const parsed = apiTransactionSchema.safeParse(item)
  if (!parsed.success) return undefined
  const { metadata, transfers, id } = parsed.data
  return {
    id,
    metadata: {
      ...metadata,
      nonce: metadata.nonce ?? undefined,
      chain: (metadata.chain ?? undefined) as CaipNetworkId | undefined,
    },
    transfers: transfers.map((transfer) => ({
      direction: transfer.direction,
      quantity: { numeric: transfer.quantity.numeric },
      value: transfer.value,
      fungible_info: transfer.fungible_info
        ? {
            name: transfer.fungible_info.name,
            symbol: transfer.fungible_info.symbol,
            icon: transfer.fungible_info.icon?.url
              ? { url: transfer.fungible_info.icon.url }
              : undefined,
          }
        : undefined,
      nft_info: transfer.nft_info
        ? {
            name: transfer.nft_info.name,
            content: transfer.nft_info.content?.preview?.url
              ? { preview: { url: transfer.nft_info.content.preview.url } }
              : undefined,
            flags: { is_spam: transfer.nft_info.flags.is_spam },
          }
        : undefined,
    })),
  }
}
