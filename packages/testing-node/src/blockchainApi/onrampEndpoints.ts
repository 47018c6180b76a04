import { randomUUID } from 'node:crypto'
import { formatUnits, parseUnits } from 'viem'
import { z } from 'zod'
import { FixtureHttpError, type FixtureRoute, parse } from './fixtureRoute.ts'
import {
  type OnrampPaymentCurrencyId,
  onrampOptions,
  onrampPaymentCurrencies,
  onrampPaymentMethodLimits,
  onrampPurchaseCurrencies,
} from './onrampTables.ts'
import { renderOnrampPage } from './renderOnrampPage.ts'

/** The provider's fee: 1.5 % of the amount paid (1–2 %), in tenths of a percent. */
const feePerMille = 15n
/** The network fee, in cents of the payment currency: 0.50. */
const networkFeeCents = 50n
/** Decimals of a quote's purchase amount (rounded down). */
const purchaseDecimals = 8

const quoteBody = z.object({
  purchaseCurrency: z.string(),
  paymentCurrency: z.string(),
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a fiat amount like "100.00"'),
  network: z.string(),
})
const onrampUrlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1),
        blockchains: z.array(z.string()),
        assets: z.array(z.string()).optional(),
      }),
    )
    .min(1),
  defaultNetwork: z.string().optional(),
  partnerUserId: z.string(),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: z.number().positive().optional(),
  presetFiatAmount: z.number().positive().optional(),
  provider: z.enum(['coinbase', 'meld']).optional(),
})

/**
 * The on-ramp endpoints (shapes On-ramp options / quote), from the tables of
 * `onrampTables.ts`. Errors answer `{ message }`.
 * - `GET /v1/onramp/options` → `{ paymentCurrencies, purchaseCurrencies }`.
 * - `POST /v1/onramp/quote` `{ purchaseCurrency, paymentCurrency, amount, network }` → `{
 *   coinbaseFee, networkFee, paymentSubtotal, paymentTotal, purchaseAmount, quoteId }`, each amount
 *   `{ amount, currency }`: the fee is 1.5 % of `amount` (to the cent), the network fee 0.50, the
 *   total `amount`, the subtotal what is left, bought at the fixture's price (EUR = USD × 0.9),
 *   rounded down to 8 decimals; `quoteId` a random UUID. Outside the card limits → 400 'Amount out
 *   of range'.
 * - `POST /v1/generators/onrampurl` → `{ url }`: `<fixture>/onramp/<provider>?appId&
 *   destinationWallets (JSON)&partnerUserId&…` (provider `coinbase` by default).
 * - `GET /onramp/coinbase`, `GET /onramp/meld` → the provider's stand-in page (HTML).
 */
export const onrampRoutes: FixtureRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/onramp\/options$/,
    errorKey: 'message',
    handle: async () => onrampOptions(),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/onramp\/quote$/,
    errorKey: 'message',
    handle: async (_context, { body }) => quote(parse(quoteBody, body)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/generators\/onrampurl$/,
    errorKey: 'message',
    async handle({ url }, { query, body }) {
      const { provider = 'coinbase', destinationWallets, ...rest } = parse(onrampUrlBody, body)
      const parameters = new URLSearchParams()
      if (query.projectId) parameters.set('appId', query.projectId)
      parameters.set('destinationWallets', JSON.stringify(destinationWallets))
      for (const [name, value] of Object.entries(rest)) {
        if (value !== undefined) parameters.set(name, String(value))
      }
      return { url: `${url}/onramp/${provider}?${parameters}` }
    },
  },
  {
    method: 'GET',
    pattern: /^\/onramp\/(coinbase|meld)$/,
    errorKey: 'message',
    type: 'html',
    handle: async (_context, { query }, [, provider]) => renderOnrampPage(provider ?? '', query),
  },
]

function quote(request: z.output<typeof quoteBody>) {
  const purchase = onrampPurchaseCurrencies.find(({ id }) => id === request.purchaseCurrency)
  if (!purchase) {
    throw new FixtureHttpError(400, `Unsupported purchase currency: ${request.purchaseCurrency}`)
  }
  if (!purchase.networks.some(({ name }) => name === request.network)) {
    throw new FixtureHttpError(400, `Unsupported network for ${purchase.id}: ${request.network}`)
  }
  const currency = request.paymentCurrency
  if (!Object.hasOwn(onrampPaymentCurrencies, currency)) {
    throw new FixtureHttpError(400, `Unsupported payment currency: ${currency}`)
  }
  const perUsd = onrampPaymentCurrencies[currency as OnrampPaymentCurrencyId]

  const [card] = onrampPaymentMethodLimits
  const total = parseUnits(request.amount, 2)
  if (total < parseUnits(card.min, 2) || total > parseUnits(card.max, 2)) {
    throw new FixtureHttpError(400, 'Amount out of range')
  }
  const fee = (total * feePerMille + 500n) / 1000n
  const subtotal = total - fee - networkFeeCents
  const priceCents = BigInt(Math.round(purchase.usdPrice * perUsd * 100))
  const bought = (subtotal * 10n ** BigInt(purchaseDecimals)) / priceCents
  const money = (cents: bigint) => ({ amount: formatCents(cents), currency })
  return {
    coinbaseFee: money(fee),
    networkFee: money(networkFeeCents),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(total),
    purchaseAmount: { amount: formatUnits(bought, purchaseDecimals), currency: purchase.id },
    quoteId: randomUUID(),
  }
}

/** Cents as a decimal string with two decimals: 150n → '1.50'. */
function formatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}
