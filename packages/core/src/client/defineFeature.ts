import type { LatchContext } from './context.js'

/** What a loaded feature may offer the kernel besides its own methods. */
export type FeatureApi = {
  /** Forgets per-account state (the account or network changed, or the wallet disconnected). */
  reset?(): void
  /** Releases what it holds (sockets, timers, frames); the client is being destroyed. */
  destroy?(): void
}

/**
 * A feature of the modal (WalletConnect, the embedded wallet, account data, Send, Swap, Buy…):
 * a few lines the startup bundle carries, and a `load` that imports the rest as a lazy chunk.
 */
export type FeatureDefinition<api extends FeatureApi = FeatureApi> = {
  /** The feature's name, in logs ('Could not load {key}') and in the registry. Unique. */
  key: string
  /** Whether the client's options turn the feature on; a feature that is off never loads. Default: on. */
  isAvailable?(context: LatchContext): boolean
  /**
   * Imports the feature's module (`import('./…')`, its own chunk) and makes its API for one client.
   * Called at most once per client while it succeeds; a failed load is tried again next time.
   */
  load(context: LatchContext): Promise<api>
  /**
   * Work the feature must do at startup, before the first click (restoring a stored connection,
   * a watch); keep it to a few lines, loading the rest with `context.features.load`.
   * @returns A cleanup run when the client is destroyed.
   */
  start?(context: LatchContext): (() => void) | undefined
}

/**
 * Declares a feature for the registry (see `features/index.ts`): returns the definition as given,
 * typed. The definition is startup code: its `load` should be a dynamic import.
 *
 * @example
 * export const sendFeature = defineFeature({
 *   key: 'send',
 *   isAvailable: (context) => context.options.features.send,
 *   load: async (context) => (await import('./createSendController.js')).createSendController(context),
 * })
 */
export function defineFeature<api extends FeatureApi>(
  definition: FeatureDefinition<api>,
): FeatureDefinition<api> {
  return definition
}
