import type { OnrampPaymentMethodLimit, OnrampProvider } from './types.js'

/** The on-ramp providers Latch knows, in the order offered. */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = ['coinbase', 'meld']

/** Debounce default: a quote is asked this long after the last keystroke (ms). */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 500

/**
 * Fallback limits, the same in USD and EUR (fiat decimal strings): card 10.00 to 7500.00,
 * ACH bank account 10.00 to 25000.00.
 */
export const SAMPLE_PAYMENT_METHOD_LIMITS: readonly OnrampPaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** Fallback payment currencies. */
export const SAMPLE_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const

/** The sample quote's provider fee: 1.5 % (1–2 %), in tenths of a percent. */
export const SAMPLE_FEE_PER_MILLE = 15n

/** The sample quote's id is a mock. */
export const SAMPLE_QUOTE_ID = 'mocked-quote-id'

/**
 * Card-onramp chains by eip155 chain id: ethereum, arbitrum, polygon, berachain,
 * avalanche-c-chain, optimism, celo, base; any other chain falls back to `ethereum`.
 */
export const CARD_ONRAMP_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
}
