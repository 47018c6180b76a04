import type { LatchContext } from '../../client/context.js'
import type { WalletFeatureController } from '../walletFeatures/controller.js'
import { watchActiveAccount } from '../walletFeatures/watchActiveAccount.js'
import { ONRAMP_QUOTE_DEBOUNCE_MS } from './constants.js'
import { continueToProvider } from './continueToProvider.js'
import { loadOnramp } from './loadOnramp.js'
import { createOnrampSession, type OnrampSession } from './onrampSession.js'
import type { OnrampContinueResult, OnrampState } from './onrampState.js'
import { requestQuote } from './requestQuote.js'
import type { OnrampPaymentMethod, OnrampProvider } from './types.js'

export type { OnrampContinueResult, OnrampState } from './onrampState.js'

/** The Buy view's controller. */
export type OnrampController = WalletFeatureController<OnrampState> & {
  /**
   * Loads the options for the active account and network: `GET /v1/onramp/options` once per
   * controller, else the sample options; then picks defaults (the first
   * provider and purchase currency, USD, card). Again for the same account and network it does
   * nothing; once loaded, the controller loads again itself when the account or network changes.
   * Never rejects.
   */
  load(): Promise<void>
  /** Chooses the provider (coinbase, meld). */
  selectProvider(provider: OnrampProvider): void
  /** Chooses what to buy, by purchase currency id (`ETH`); asks a new quote. */
  selectPurchaseCurrency(id: string): void
  /** Chooses the fiat currency, by id (`USD`); asks a new quote. */
  selectPaymentCurrency(id: string): void
  /** Chooses the payment method (its limits apply); asks a new quote. */
  selectPaymentMethod(method: OnrampPaymentMethod): void
  /**
   * Sets the fiat amount as typed (`'100'`, `'99.50'`); checks it against the method's limits at
   * once and asks a quote 500 ms after the last call. A quote that fails
   * is replaced by the sample quote.
   */
  setAmount(amount: string): void
  /**
   * "Continue": call it synchronously in the click. Opens an empty popup at once (popup blockers
   * allow it only in the click), asks `POST /v1/generators/onrampurl` and sends the popup
   * to the `https:`/`http:` URL. A blocked popup keeps the URL in `providerUrl`; a failure closes
   * the popup. Resolves `unavailable` without doing anything when `canContinue` is false. Never
   * rejects.
   */
  continueToProvider(): Promise<OnrampContinueResult>
}

/**
 * Makes the Buy view's controller of a client (on-ramp options and quote from the
 * Blockchain API, sample rates when it cannot answer), loaded lazily by the registry (`context.features.load(buyFeature)`).
 */
export function createOnrampController(context: LatchContext): OnrampController {
  const session: OnrampSession = createOnrampSession(context)
  const { store } = session
  const choose = (patch: Partial<OnrampState>, delay = 0) => {
    session.update(patch)
    requestQuote(session, delay)
  }
  // Another account or network: the options belong to the last one; load them again.
  const stopAccount = watchActiveAccount(context, () => {
    if (store.getState().status !== 'idle') void loadOnramp(session)
  })
  return {
    store,
    reset: session.reset,
    destroy: stopAccount,
    load: () => loadOnramp(session),
    selectProvider: (provider) => session.update({ provider }),
    selectPurchaseCurrency: (purchaseCurrencyId) => choose({ purchaseCurrencyId }),
    selectPaymentCurrency: (paymentCurrencyId) => choose({ paymentCurrencyId }),
    selectPaymentMethod: (paymentMethod) => choose({ paymentMethod }),
    setAmount: (amount) => choose({ amount }, ONRAMP_QUOTE_DEBOUNCE_MS),
    continueToProvider: () => continueToProvider(session),
  }
}
