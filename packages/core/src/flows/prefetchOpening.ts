import type { LatchContext } from '../client/context.js'
import { walletConnectFeature } from '../features/walletConnect/index.js'
import { isConnected } from './modal.js'

/**
 * Fetches, without running it, the code that opening the modal runs first: while nothing is
 * connected, WalletConnect's (its feature, the connection flows and the WalletConnect client),
 * whose pairing opening prepares. For an idle moment before the first open, so the opening
 * animation does not share the main thread with loading and compiling it. Nothing is requested
 * but the page's own code; nothing with `manualWCControl` (opening prepares no pairing then).
 *
 * @example
 * import { getClientContext, prefetchOpening } from '@latch/core/internal'
 *
 * requestIdleCallback(() => prefetchOpening(getClientContext(client)))
 */
export function prefetchOpening(context: LatchContext): void {
  if (context.options.manualWCControl || isConnected(context)) return
  context.features.prefetch(walletConnectFeature)
}
