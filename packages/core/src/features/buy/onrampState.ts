import type { CaipNetworkId } from '../../caip/types.js'
import type { OnrampPurchaseOption } from './getOnrampPurchaseOptions.js'
import type { OnrampSelection } from './resolveOnrampSelection.js'
import type { OnrampPaymentCurrency, OnrampProvider, OnrampQuote } from './types.js'

/**
 * The Buy view's state. Holds facts and message keys, never
 * English; fiat amounts are decimal strings in the payment currency.
 */
export type OnrampState = OnrampSelection & {
  /**
   * `idle` before `load`; `loading` the options; `ready`; `unsupported` without a connected
   * eip155/solana account, a provider, or anything sold on the
   * active network.
   */
  status: 'idle' | 'loading' | 'ready' | 'unsupported'
  /**
   * Whether a Blockchain API is configured (a project id or `apiUrl`, not basic mode). Without one
   * the options and quotes are the sample data and "Continue" cannot make a provider URL
   * (nothing goes to a host the integrator did not configure).
   */
  apiAvailable: boolean
  /** The providers of `remoteFeatures.onramp` Latch knows (coinbase, meld). */
  providers: readonly OnrampProvider[]
  provider: OnrampProvider | undefined
  /** The network and account the options were loaded for. */
  caipNetworkId: CaipNetworkId | undefined
  address: string | undefined
  /** The purchase currencies sold on the active network, each with its on-ramp network entry. */
  purchaseOptions: readonly OnrampPurchaseOption[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  /** The fiat amount as typed. */
  amount: string
  /** The quote of the current choice; `undefined` while the amount is blank or invalid. */
  quote: OnrampQuote | undefined
  quoteStatus: 'idle' | 'loading' | 'ready'
  /** The options or the quote shown are the built-in sample data (quote id mocked). */
  sampleData: boolean
  /** Whether "Continue" can make a provider URL now (API, provider, currency, valid amount). */
  canContinue: boolean
  /**
   * "Continue": `opened` the provider's page in the popup; `blocked` the popup was blocked and
   * `providerUrl` is offered as a link; `failed` the URL could not be made (the popup closed).
   */
  continueStatus: 'idle' | 'loading' | 'opened' | 'blocked' | 'failed'
  /** The provider's `https:`/`http:` URL, kept when the popup was blocked. */
  providerUrl: string | undefined
}

/** What "Continue" did; see {@link OnrampState.continueStatus}. */
export type OnrampContinueResult = { status: 'opened' | 'blocked' | 'failed' | 'unavailable' }

/** The state before `load`. */
export function initialOnrampState(apiAvailable: boolean): OnrampState {
  return {
    status: 'idle',
    apiAvailable,
    providers: [],
    provider: undefined,
    caipNetworkId: undefined,
    address: undefined,
    purchaseOptions: [],
    paymentCurrencies: [],
    purchaseCurrencyId: undefined,
    paymentCurrencyId: undefined,
    paymentMethods: [],
    paymentMethod: undefined,
    limits: undefined,
    amount: '',
    amountError: undefined,
    validAmount: undefined,
    quote: undefined,
    quoteStatus: 'idle',
    sampleData: false,
    canContinue: false,
    continueStatus: 'idle',
    providerUrl: undefined,
  }
}
