import type { LatchContext } from '../../client/context.js'
import type { WalletFeatureControllers } from './types.js'

// One dynamic import per feature: each is its own chunk, loaded when its view opens.
const importers = {
  send: () => import('../send/index.js'),
  swap: () => import('../swap/index.js'),
  onramp: () => import('../onramp/index.js'),
} as const satisfies {
  [key in keyof WalletFeatureControllers]: () => Promise<{
    createController(context: LatchContext): WalletFeatureControllers[key]
  }>
}

/**
 * The client's controller of a wallet feature (Send, Swap, Buy), made on first use from its lazy
 * chunk and kept in `context.walletFeatures`. A chunk that fails to load (offline, a deploy replaced
 * it) is logged and tried again next time.
 * @returns The controller, or `undefined` when its chunk could not load.
 */
export async function loadWalletFeature<key extends keyof WalletFeatureControllers>(
  context: LatchContext,
  key: key,
): Promise<WalletFeatureControllers[key] | undefined> {
  const existing = context.walletFeatures[key] as WalletFeatureControllers[key] | undefined
  if (existing) return existing
  try {
    const module = await importers[key]()
    context.walletFeatures[key] ??= module.createController(context)
    return context.walletFeatures[key] as WalletFeatureControllers[key]
  } catch (error) {
    context.logger.warn(`Could not load ${key}`, error)
    return undefined
  }
}

/** Resets every wallet feature made so far (spec §4: a full disconnect resets the send flow). */
export function resetWalletFeatures(context: LatchContext): void {
  for (const controller of Object.values(context.walletFeatures)) controller?.reset()
}
