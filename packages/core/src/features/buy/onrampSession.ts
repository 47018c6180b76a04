import { createStore, type StoreApi } from 'zustand/vanilla'
import { type ApiClient, createApiClient } from '../../api/createApiClient.js'
import type { LatchContext } from '../../client/context.js'
import { type Latest, latest } from '../../client/latest.js'
import { DEFAULT_API_URL } from '../../featureConstants.js'
import { initialOnrampState, type OnrampState } from './onrampState.js'
import { resolveOnrampSelection } from './resolveOnrampSelection.js'
import type { OnrampOptions } from './types.js'

/** One Buy controller's store and the work it has in flight (not public). */
export type OnrampSession = {
  readonly context: LatchContext
  readonly store: StoreApi<OnrampState>
  /** The Blockchain API, when configured. */
  readonly api: ApiClient | undefined
  /** `GET /v1/onramp/options`, asked once; forgotten when it fails so the next load asks again. */
  apiOptions: Promise<OnrampOptions> | undefined
  /** Whether the options shown are the sample ones. */
  optionsSample: boolean
  /** Whether the quote shown is the sample one. */
  quoteSample: boolean
  /**
   * "Latest wins" for loads, quote requests and "Continue": every newer one and every reset makes
   * an older answer stale, so it is dropped.
   */
  readonly loads: Latest
  readonly quotes: Latest
  readonly continues: Latest
  /** The pending debounced quote, and the quote request in flight. */
  quoteTimer: ReturnType<typeof setTimeout> | undefined
  quoteAbort: AbortController | undefined
  /** Merges `patch`, then makes the selection consistent and derives what follows. */
  update(patch: Partial<OnrampState>): void
  /** Back to the initial state; drops the pending quote and every answer in flight. */
  reset(): void
}

/**
 * Creates a Buy controller's session: its store, and the Blockchain API client only when a
 * project id or `apiUrl` is set outside basic mode (as the account data sources do).
 */
export function createOnrampSession(context: LatchContext): OnrampSession {
  const { projectId, apiUrl, basic } = context.options
  const api =
    (projectId || apiUrl) && !basic
      ? createApiClient({ baseUrl: apiUrl ?? DEFAULT_API_URL, projectId })
      : undefined
  const store = createStore<OnrampState>()(() => initialOnrampState(api !== undefined))
  const session: OnrampSession = {
    context,
    store,
    api,
    apiOptions: undefined,
    optionsSample: false,
    quoteSample: false,
    loads: latest(),
    quotes: latest(),
    continues: latest(),
    quoteTimer: undefined,
    quoteAbort: undefined,
    update(patch) {
      const next = { ...store.getState(), ...patch }
      const selection = resolveOnrampSelection(next)
      const derived = { ...next, ...selection }
      store.setState({
        ...derived,
        sampleData: session.optionsSample || (session.quoteSample && derived.quote !== undefined),
        canContinue:
          derived.status === 'ready' &&
          derived.apiAvailable &&
          derived.provider !== undefined &&
          derived.purchaseCurrencyId !== undefined &&
          derived.validAmount !== undefined &&
          derived.continueStatus !== 'loading',
      })
    },
    reset() {
      session.loads.cancel()
      session.quotes.cancel()
      session.continues.cancel()
      cancelQuote(session)
      session.optionsSample = false
      session.quoteSample = false
      store.setState(initialOnrampState(api !== undefined), true)
    },
  }
  return session
}

/** Clears the pending debounced quote and aborts the one in flight. */
export function cancelQuote(session: OnrampSession): void {
  if (session.quoteTimer !== undefined) {
    clearTimeout(session.quoteTimer)
    session.context.timers.delete(session.quoteTimer)
    session.quoteTimer = undefined
  }
  session.quoteAbort?.abort()
  session.quoteAbort = undefined
}
