import * as z from 'zod/mini'
import {
  decimalText,
  matching,
  optionalAmount,
  untrustedImageUrl,
  untrustedText,
} from '../../../data/untrusted.js'

const caipNetworkId = matching(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
const caipAddress = matching(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)

/** `GET /v1/supported-chains`: the CAIP-2 ids the API serves. */
export const supportedChainsSchema = z.looseObject({
  http: z.array(z.string().check(z.maxLength(64))),
  ws: z.optional(z.array(z.string().check(z.maxLength(64)))),
})

/** One balance of `GET /v1/account/{address}/balance`. */
export const apiBalanceSchema = z.looseObject({
  name: untrustedText(64),
  symbol: untrustedText(16),
  chainId: caipNetworkId,
  address: z.optional(z.nullable(caipAddress)),
  value: optionalAmount,
  price: optionalAmount,
  quantity: z.looseObject({
    decimals: matching(/^\d{1,3}$/),
    numeric: decimalText,
  }),
  iconUrl: untrustedImageUrl,
})

/** `GET /v1/account/{address}/balance`: one malformed entry costs only itself (parsed one by one). */
export const balanceResponseSchema = z.looseObject({ balances: z.array(z.unknown()) })

/** One transfer of a transaction in `GET /v1/account/{account}/history`. */
export const apiTransferSchema = z.looseObject({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.looseObject({ numeric: decimalText }),
  fungible_info: z.optional(
    z.nullable(
      z.looseObject({
        name: untrustedText(64),
        symbol: untrustedText(16),
        icon: z.optional(z.nullable(z.looseObject({ url: untrustedImageUrl }))),
      }),
    ),
  ),
  nft_info: z.optional(
    z.nullable(
      z.looseObject({
        name: untrustedText(80),
        content: z.optional(
          z.nullable(
            z.looseObject({
              preview: z.optional(z.nullable(z.looseObject({ url: untrustedImageUrl }))),
            }),
          ),
        ),
        flags: z.looseObject({ is_spam: z.boolean() }),
      }),
    ),
  ),
  value: optionalAmount,
})

/** One transaction of `GET /v1/account/{account}/history`. */
export const apiTransactionSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  metadata: z.looseObject({
    operationType: untrustedText(32),
    hash: z.string().check(z.maxLength(200)),
    minedAt: z.string().check(
      z.maxLength(64),
      z.refine((value) => !Number.isNaN(Date.parse(value))),
    ),
    sentFrom: z.string().check(z.maxLength(128)),
    sentTo: z.string().check(z.maxLength(128)),
    status: z.pipe(
      z.string(),
      // 'CONFIRMED', 'ONRAMP_TRANSACTION_STATUS_FAILED'…: only a stated success counts as confirmed.
      z.transform((value: string) => {
        const status = value.toLowerCase()
        if (status.includes('fail')) return 'failed' as const
        if (status.includes('confirm') || status.includes('success')) return 'confirmed' as const
        return 'pending' as const
      }),
    ),
    nonce: z.optional(z.nullable(z.number())),
    chain: z.optional(z.nullable(caipNetworkId)),
  }),
  transfers: z.array(apiTransferSchema).check(z.maxLength(100)),
})

/** `GET /v1/account/{account}/history`: entries parsed one by one; `next` the cursor. */
export const historyResponseSchema = z.looseObject({
  data: z.array(z.unknown()),
  next: z.optional(z.nullable(z.string().check(z.maxLength(512)))),
})

/** `GET /v1/identity/{address}`. */
export const identityResponseSchema = z.looseObject({
  name: z.optional(z.nullable(untrustedText(255))),
  avatar: untrustedImageUrl,
})

/** `POST /v1/fungible/price`. */
export const fungiblePriceResponseSchema = z.looseObject({
  fungibles: z.array(
    z.looseObject({
      name: untrustedText(64),
      symbol: untrustedText(16),
      iconUrl: untrustedImageUrl,
      price: optionalAmount,
      address: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
    }),
  ),
})
