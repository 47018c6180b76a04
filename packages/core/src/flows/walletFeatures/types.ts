import type { OnrampController } from '../onramp/index.js'
import type { SendController } from '../send/index.js'
import type { SwapController } from '../swap/index.js'

export type { WalletFeatureController } from './controller.js'

/** The Account view's wallet features with a controller, each a lazy chunk (DESIGN.md §3). */
export type WalletFeatureControllers = {
  send: SendController
  swap: SwapController
  onramp: OnrampController
}
