import type { LatestTurn } from '../../client/latest.js'
import { fetchOnrampQuote } from './fetchOnrampQuote.js'
import { cancelQuote, type OnrampSession } from './onrampSession.js'
import type { OnrampState } from './onrampState.js'
import { sampleOnrampQuote } from './sampleOnrampData.js'
import type { OnrampQuote, OnrampQuoteRequest } from './types.js'

/** The quote request of the current choice; `undefined` until it is complete and valid. */
function quoteRequestOf(state: OnrampState): OnrampQuoteRequest | undefined {
  const purchase = state.purchaseOptions.find(({ id }) => id === state.purchaseCurrencyId)
  if (state.status !== 'ready' || !purchase || !state.paymentCurrencyId || !state.validAmount) {
    return undefined
  }
  return {
    purchaseCurrency: purchase.id,
    paymentCurrency: state.paymentCurrencyId,
    amount: state.validAmount,
    network: purchase.network.name,
  }
}

/**
 * Asks the quote of the current choice after `delay` ms (debounce: 500 ms after typing),
 * replacing any pending or running request: `POST /v1/onramp/quote` when the Blockchain API is
 * configured, the sample quote when it is not or when the call fails. Without a valid
 * amount the quote is cleared instead.
 */
export function requestQuote(session: OnrampSession, delay: number): void {
  cancelQuote(session)
  const turn = session.quotes.begin()
  const request = quoteRequestOf(session.store.getState())
  if (!request) {
    session.quoteSample = false
    session.update({ quote: undefined, quoteStatus: 'idle' })
    return
  }
  session.update({ quote: undefined, quoteStatus: 'loading' })
  if (delay <= 0) {
    void runQuote(session, request, turn)
    return
  }
  const { timers } = session.context
  const timer = setTimeout(() => {
    timers.delete(timer)
    session.quoteTimer = undefined
    void runQuote(session, request, turn)
  }, delay)
  timers.add(timer)
  session.quoteTimer = timer
}

async function runQuote(
  session: OnrampSession,
  request: OnrampQuoteRequest,
  turn: LatestTurn,
): Promise<void> {
  const { api, context } = session
  let quote: OnrampQuote | undefined
  let sample = true
  if (api) {
    const abort = new AbortController()
    session.quoteAbort = abort
    try {
      quote = await fetchOnrampQuote(api, request, abort.signal)
      sample = false
    } catch (error) {
      if (!turn.isCurrent()) return
      context.logger.warn('The on-ramp quote is unavailable; showing a sample quote', error)
    }
  }
  if (!turn.isCurrent()) return
  session.quoteAbort = undefined
  session.quoteSample = sample
  session.update({ quote: quote ?? sampleOnrampQuote(request), quoteStatus: 'ready' })
}
