/** On-ramp providers. */
export type OnrampProvider = 'coinbase' | 'meld'

/** The payment methods Latch offers: a card or a US bank account (ACH). */
export type OnrampPaymentMethod = 'card' | 'ach_bank_account'

/**
 * The limits of one payment method, in the payment currency.
 * `min` and `max` are fiat decimal strings, e.g. `'10.00'` and `'7500.00'`.
 */
export type OnrampPaymentMethodLimit = { id: OnrampPaymentMethod; min: string; max: string }

/** A fiat currency one pays with (On-ramp options `paymentCurrencies`), e.g. `USD`. */
export type OnrampPaymentCurrency = {
  id: string
  payment_method_limits: readonly OnrampPaymentMethodLimit[]
}

/**
 * One network a purchase currency is sold on: `name` is the provider's network name
 * (`ethereum`, `base`, `solana`), `chain_id` the eip155 chain id as text (or the provider's id).
 */
export type OnrampNetwork = {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** A crypto currency one buys (On-ramp options `purchaseCurrencies`), e.g. `ETH`. */
export type OnrampPurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: readonly OnrampNetwork[]
}

/** `GET /v1/onramp/options` (On-ramp options). */
export type OnrampOptions = {
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
}

/** A sum of money in a quote: `amount` is a decimal string, `currency` its code (`USD`, `ETH`). */
export type OnrampMoney = { amount: string; currency: string }

/**
 * `POST /v1/onramp/quote` (On-ramp quote): what `paymentTotal` buys. Fiat amounts are
 * in the payment currency; `purchaseAmount` in the purchase currency.
 */
export type OnrampQuote = {
  coinbaseFee: OnrampMoney
  networkFee: OnrampMoney
  paymentSubtotal: OnrampMoney
  paymentTotal: OnrampMoney
  purchaseAmount: OnrampMoney
  quoteId: string
}

/**
 * What a quote is asked for (the `POST /v1/onramp/quote` body): currency ids, the fiat
 * `amount` as a decimal string with two decimals (`'100.00'`), the provider's network name.
 */
export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
}
