import type { StoreApi } from 'zustand/vanilla'
import type { OnrampController } from '../onramp/index.js'
import type { SendController } from '../send/index.js'
import type { SwapController } from '../swap/index.js'

/**
 * What every wallet feature's controller has: its own store (the view's state, kept while the
 * user goes back and forth) and `reset`, called on a full disconnect (spec §4: "Full disconnect
 * resets the send flow").
 */
export type WalletFeatureController<state> = {
  readonly store: StoreApi<state>
  /** Back to the initial state; drops work in flight. */
  reset(): void
}

/** The Account view's wallet features with a controller, each a lazy chunk (DESIGN.md §3). */
export type WalletFeatureControllers = {
  send: SendController
  swap: SwapController
  onramp: OnrampController
}
