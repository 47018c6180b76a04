import type { ApiClient } from '../../api/createApiClient.js'
import { onrampQuoteSchema } from './schemas.js'
import type { OnrampQuote, OnrampQuoteRequest } from './types.js'

/**
 * Asks the Blockchain API what `request.amount` buys: `POST /v1/onramp/quote?projectId=…` with
 * the JSON body `{ purchaseCurrency, paymentCurrency, amount, network }`.
 * `amount` is the fiat total, a decimal string with two decimals (`'100.00'`).
 *
 * @returns The quote: fees, subtotal and total in the payment currency, the purchase amount in the
 *   purchase currency, and the provider's `quoteId`.
 * @throws {LatchError} As {@link ApiClient.post}: `HTTP status code: {status}` (e.g. an amount out
 *   of the provider's range), 'The API sent an invalid answer', 'The request timed out'. Callers
 *   fall back to `sampleOnrampQuote`.
 * @example
 * const quote = await fetchOnrampQuote(api, {
 *   purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: 'ethereum',
 * })
 */
export function fetchOnrampQuote(
  api: ApiClient,
  request: OnrampQuoteRequest,
  signal?: AbortSignal,
): Promise<OnrampQuote> {
  const { purchaseCurrency, paymentCurrency, amount, network } = request
  return api.post(
    'v1/onramp/quote',
    onrampQuoteSchema,
    { purchaseCurrency, paymentCurrency, amount, network },
    { signal },
  )
}
