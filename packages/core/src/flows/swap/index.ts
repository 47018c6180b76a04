import { createStore } from 'zustand/vanilla'
import type { LatchContext } from '../../client/context.js'
import type { WalletFeatureController } from '../walletFeatures/types.js'

/** The Swap view's state (being built in issue 14). */
export type SwapState = Record<string, never>

/** The Swap view's controller (being built in issue 14). */
export type SwapController = WalletFeatureController<SwapState>

/** Makes the Swap controller of a client (being built in issue 14). */
export function createController(_context: LatchContext): SwapController {
  const store = createStore<SwapState>()(() => ({}))
  return { store, reset: () => store.setState({}, true) }
}
