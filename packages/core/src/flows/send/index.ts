import { createStore } from 'zustand/vanilla'
import type { LatchContext } from '../../client/context.js'
import type { WalletFeatureController } from '../walletFeatures/types.js'

/** The Send view's state (being built in issue 14). */
export type SendState = Record<string, never>

/** The Send view's controller (being built in issue 14). */
export type SendController = WalletFeatureController<SendState>

/** Makes the Send controller of a client (being built in issue 14). */
export function createController(_context: LatchContext): SendController {
  const store = createStore<SendState>()(() => ({}))
  return { store, reset: () => store.setState({}, true) }
}
