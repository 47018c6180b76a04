import * as z from 'zod/mini'
import { matching, untrustedImageUrl, untrustedText } from '../../data/untrusted.js'

/** A whole number of base units (wei, token units) as text, read as a bigint. */
const baseUnits = z.pipe(
  matching(/^\d{1,78}$/),
  z.transform((value: string) => BigInt(value)),
)

/** An eip155 CAIP-10 address (`eip155:1:0x…`); the chain and address are checked by the caller. */
const eip155CaipAddress = matching(/^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/)

/** Call data: `0x` and whole bytes of hex, at most 64 kB. */
const hexData = z.pipe(
  matching(/^0x(?:[0-9a-fA-F]{2}){0,65536}$/),
  z.transform((value: string) => value as `0x${string}`),
)

/** One token of `GET /v1/convert/tokens`; parsed one by one, so a malformed entry costs only itself. */
export const convertTokenSchema = z.looseObject({
  name: untrustedText(64),
  symbol: untrustedText(16),
  address: eip155CaipAddress,
  decimals: z.int().check(z.minimum(0), z.maximum(255)),
  logoUri: untrustedImageUrl,
})

/** `GET /v1/convert/tokens?chainId`. */
export const convertTokensResponseSchema = z.looseObject({
  tokens: z.array(z.unknown()).check(z.maxLength(10_000)),
})

/** `GET /v1/convert/quotes`: amounts in base units; the first quote is used. */
export const convertQuotesResponseSchema = z.looseObject({
  quotes: z.array(z.looseObject({ fromAmount: baseUnits, toAmount: baseUnits })),
})

/** `GET /v1/convert/allowance`: base units of the token. */
export const convertAllowanceResponseSchema = z.looseObject({ allowance: baseUnits })

/** `GET /v1/convert/gas-price`: wei. */
export const convertGasPriceResponseSchema = z.looseObject({
  standard: baseUnits,
  fast: baseUnits,
  instant: baseUnits,
})

const eip155GasSchema = z.looseObject({ gas: baseUnits, gasPrice: baseUnits })

/** `POST /v1/convert/build-transaction`: `to` the swap contract, `amount` the wei sent. */
export const convertBuildTransactionResponseSchema = z.looseObject({
  tx: z.looseObject({
    from: eip155CaipAddress,
    to: eip155CaipAddress,
    data: hexData,
    amount: baseUnits,
    eip155: eip155GasSchema,
  }),
})

/** `GET /v1/convert/build-approve`: `to` the token contract, `value` wei (always 0). */
export const convertBuildApproveResponseSchema = z.looseObject({
  tx: z.looseObject({
    from: eip155CaipAddress,
    to: eip155CaipAddress,
    data: hexData,
    value: baseUnits,
    eip155: eip155GasSchema,
  }),
})
