import type { StoreApi } from 'zustand/vanilla'

/**
 * What every wallet feature's controller has: its own store (the view's state, kept while the
 * user goes back and forth) and `reset`, called on a full disconnect ("Full disconnect
 * resets the send flow").
 */
export type WalletFeatureController<state> = {
  readonly store: StoreApi<state>
  /** Back to the initial state; drops work in flight. */
  reset(): void
  /** Stops following the client's stores (the client is being destroyed). */
  destroy?(): void
}
