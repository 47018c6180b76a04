import { createStore } from 'zustand/vanilla'
import type { LatchContext } from '../../client/context.js'
import type { WalletFeatureController } from '../walletFeatures/types.js'

/** The Onramp view's state (being built in issue 14). */
export type OnrampState = Record<string, never>

/** The Onramp view's controller (being built in issue 14). */
export type OnrampController = WalletFeatureController<OnrampState>

/** Makes the Onramp controller of a client (being built in issue 14). */
export function createController(_context: LatchContext): OnrampController {
  const store = createStore<OnrampState>()(() => ({}))
  return { store, reset: () => store.setState({}, true) }
}
