import { testContracts } from '@latch/testing'
import { nativeFungible, priceOf } from './fixtureTables.ts'

/**
 * The fixture's payment method limits, the same for USD and EUR: card 10.00–5000.00 (the client's
 * built-in fallback says 7500.00: a test can tell the fixture's answer from the
 * fallback by it), ACH bank account 10.00–25000.00. A quote checks the card limits.
 */
export const onrampPaymentMethodLimits = [
  { id: 'card', min: '10.00', max: '5000.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** The fiat currencies one pays with, and how many of each one US dollar is worth. */
export const onrampPaymentCurrencies = { USD: 1, EUR: 0.9 } as const

/** A payment currency's id: `'USD'` or `'EUR'`. */
export type OnrampPaymentCurrencyId = keyof typeof onrampPaymentCurrencies

const anvilNetworks = (contractAddress: string) => [
  { name: 'anvil', display_name: 'Anvil', chain_id: '31337', contract_address: contractAddress },
  {
    name: 'anvil-2',
    display_name: 'Anvil 2',
    chain_id: '31338',
    contract_address: contractAddress,
  },
]

/**
 * What the fixture sells, with its USD price per whole token: ETH 3,000 and LTT 2 (the fixture's
 * price table) on both anvil chains, SOL 150 on the local Solana RPC (`solana-local`).
 */
export const onrampPurchaseCurrencies = [
  {
    id: 'ETH',
    name: nativeFungible.name,
    symbol: 'ETH',
    networks: anvilNetworks(''),
    usdPrice: nativeFungible.price,
  },
  {
    id: 'LTT',
    name: 'Latch Test Token',
    symbol: 'LTT',
    networks: anvilNetworks(testContracts.latchTestToken),
    usdPrice: priceOf(testContracts.latchTestToken) ?? 0,
  },
  {
    id: 'SOL',
    name: 'Solana',
    symbol: 'SOL',
    networks: [
      { name: 'solana', display_name: 'Solana', chain_id: 'solana-local', contract_address: '' },
    ],
    usdPrice: 150,
  },
]

/**
 * `GET /v1/onramp/options`: the payment currencies with their
 * {@link onrampPaymentMethodLimits} and the {@link onrampPurchaseCurrencies} (without prices).
 */
export function onrampOptions() {
  return {
    paymentCurrencies: Object.keys(onrampPaymentCurrencies).map((id) => ({
      id,
      payment_method_limits: onrampPaymentMethodLimits.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: onrampPurchaseCurrencies.map(({ usdPrice: _, ...currency }) => currency),
  }
}
