import { formatDecimalUnits } from '../../format/units.js'
import type { CaipNetwork } from '../../networks/types.js'
import {
  CARD_ONRAMP_CHAINS,
  SAMPLE_FEE_PER_MILLE,
  SAMPLE_PAYMENT_CURRENCIES,
  SAMPLE_PAYMENT_METHOD_LIMITS,
  SAMPLE_QUOTE_ID,
} from './constants.js'
import { formatFiatCents, parseFiatCents } from './fiatCents.js'
import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest } from './types.js'

/** Sample prices in US cents per whole token; other tokens are priced at 1.00. */
const samplePriceCents: Readonly<Record<string, bigint>> = { ETH: 300_000n, SOL: 15_000n }
/** Sample payment currencies per US dollar, in hundredths: EUR 0.90. */
const samplePerUsd: Readonly<Record<string, bigint>> = { USD: 100n, EUR: 90n }
/** Decimals of a sample purchase amount (rounded down). */
const purchaseDecimals = 8

/**
 * The provider's name of `caipNetwork`: `base` for eip155:8453,
 * `ethereum` for eip155 chains not in the list, `solana` for solana.
 */
export function getOnrampNetworkName(caipNetwork: CaipNetwork): string {
  if (caipNetwork.chainNamespace === 'solana') return 'solana'
  return CARD_ONRAMP_CHAINS[Number(caipNetwork.id)] ?? 'ethereum'
}

/**
 * The built-in on-ramp options for `caipNetwork` (used when the options fetch fails or no
 * Blockchain API is configured): USD and EUR, each with the fallback limits (card 10.00 to
 * 7500.00, ACH bank account 10.00 to 25000.00), and the network's native currency as the only
 * purchase currency (id = its symbol: ETH on eip155 networks paying in ether, SOL on solana).
 */
export function sampleOnrampOptions(caipNetwork: CaipNetwork): OnrampOptions {
  const { name, symbol } = caipNetwork.nativeCurrency
  return {
    paymentCurrencies: SAMPLE_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: SAMPLE_PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [
      {
        id: symbol,
        name,
        symbol,
        networks: [
          {
            name: getOnrampNetworkName(caipNetwork),
            display_name: caipNetwork.name,
            chain_id: String(caipNetwork.id),
            contract_address: '',
          },
        ],
      },
    ],
  }
}

/**
 * A computed stand-in quote (quote failures fall back to sample data, quote id mocked):
 * the provider fee is 1.5 % of `request.amount` (1–2 %) to the cent, no network fee, the
 * subtotal the rest, bought at a sample price (ETH 3,000.00 USD, SOL 150.00 USD, others 1.00 USD;
 * 1 USD = 0.90 EUR) rounded down to 8 decimals; `quoteId` is `'mocked-quote-id'`.
 *
 * @param request - As for the API; `amount` a fiat decimal string (`'100.00'`).
 * @returns `undefined` when `amount` is not a fiat amount.
 */
export function sampleOnrampQuote(request: OnrampQuoteRequest): OnrampQuote | undefined {
  const total = parseFiatCents(request.amount)
  if (total === undefined) return undefined
  const fee = (total * SAMPLE_FEE_PER_MILLE + 500n) / 1000n
  const subtotal = total - fee
  const usdCents = samplePriceCents[request.purchaseCurrency] ?? 100n
  const priceCents = (usdCents * (samplePerUsd[request.paymentCurrency] ?? 100n)) / 100n
  const bought = (subtotal * 10n ** BigInt(purchaseDecimals)) / priceCents
  const money = (cents: bigint) => ({
    amount: formatFiatCents(cents),
    currency: request.paymentCurrency,
  })
  return {
    coinbaseFee: money(fee),
    networkFee: money(0n),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(total),
    purchaseAmount: {
      amount: formatDecimalUnits(bought, purchaseDecimals),
      currency: request.purchaseCurrency,
    },
    quoteId: SAMPLE_QUOTE_ID,
  }
}
