import * as z from 'zod/mini'
import { decimalText, untrustedText } from '../../data/untrusted.js'

const paymentMethodLimitSchema = z.looseObject({
  id: untrustedText(64),
  min: decimalText,
  max: decimalText,
})

const networkSchema = z.looseObject({
  name: untrustedText(64),
  display_name: untrustedText(64),
  chain_id: untrustedText(64),
  contract_address: z.pipe(
    z.optional(z.nullable(untrustedText(128))),
    z.transform((value: string | null | undefined) => value ?? ''),
  ),
})

/**
 * `GET /v1/onramp/options` (On-ramp options). Limits are decimal strings; names are
 * untrusted text (trimmed, invisible characters removed), shown as text only. Payment methods
 * other than `card` and `ach_bank_account` are kept here and dropped by the controller.
 */
export const onrampOptionsSchema = z.looseObject({
  paymentCurrencies: z.array(
    z.looseObject({
      id: untrustedText(16),
      payment_method_limits: z.array(paymentMethodLimitSchema),
    }),
  ),
  purchaseCurrencies: z.array(
    z.looseObject({
      id: untrustedText(32),
      name: untrustedText(64),
      symbol: untrustedText(16),
      networks: z.array(networkSchema),
    }),
  ),
})

const moneySchema = z.looseObject({ amount: decimalText, currency: untrustedText(16) })

/** `POST /v1/onramp/quote` (On-ramp quote): every sum a decimal string. */
export const onrampQuoteSchema = z.looseObject({
  coinbaseFee: moneySchema,
  networkFee: moneySchema,
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  quoteId: untrustedText(128),
})

/**
 * Whether `value` is an absolute `https:` URL, or `http:` on this machine (a self-hosted API under
 * development): the only pages a popup is sent to, where the user may enter payment details.
 */
function isWebUrl(value: string): boolean {
  try {
    const { protocol, hostname } = new URL(value)
    const loopback = hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
    return protocol === 'https:' || (protocol === 'http:' && loopback)
  } catch {
    return false
  }
}

/**
 * `POST /v1/generators/onrampurl`: `{ url }`, accepted only when it is an `https:` URL
 * (or `http:` on loopback); a `javascript:`, `data:` or remote `http:` URL is an invalid answer.
 */
export const onrampUrlSchema = z.looseObject({
  url: z.string().check(z.maxLength(8192), z.refine(isWebUrl)),
})
