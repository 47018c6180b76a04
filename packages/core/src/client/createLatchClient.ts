import { features } from '../features/index.js'
import { reconnect } from '../flows/reconnect.js'
import { showAlertOnce } from '../flows/toast.js'
import { needsProjectId } from '../options/needsProjectId.js'
import type { LatchOptions } from '../options/types.js'
import { validateOptions } from '../options/validateOptions.js'
import { bindClientContext } from './clientContext.js'
import { connectionMethods } from './connectionMethods.js'
import type { LatchContext } from './context.js'
import { createContext } from './createContext.js'
import { featureMethods } from './featureMethods.js'
import { modalMethods } from './modalMethods.js'
import { setupAdapters } from './setupAdapters.js'
import { stateMethods } from './stateMethods.js'
import type { LatchClientInternal } from './types.js'

/** Runs each available feature's startup work (restoring its stored connection, a watch). */
function startFeatures(context: LatchContext): (() => void)[] {
  const cleanups: (() => void)[] = []
  for (const feature of features) {
    if (!context.features.isAvailable(feature)) continue
    const stop = feature.start?.(context)
    if (stop) cleanups.push(stop)
  }
  return cleanups
}

/**
 * Creates a Latch client from options: validates them, sets up each adapter, mirrors their
 * connectors, shows the 'project id not configured' alert once when something that needs a
 * `projectId` is on without one (`needsProjectId`: WalletConnect asked for without a `relayUrl`,
 * `hostedRpc`; everything that needs no hosted service keeps working), warns once (whatever the log level)
 * that `features.legalCheckbox` is ignored: set `termsConditionsUrl` or `privacyPolicyUrl` when it
 * has neither, and that `features.smartSessions` / `features.pay` are ignored (not supported yet)
 * when set, and, in a browser, restores the stored connection (the only start-up work; nothing
 * is fetched). Every feature (WalletConnect, the embedded wallet, Send…) loads on first use.
 *
 * @throws {InvalidOptionError} `Invalid option \`{name}\`: {reason}` for invalid options.
 * @example
 * const latch = createLatchClient({ networks: [mainnet], adapters: [createEvmAdapter()] })
 * await latch.open()
 */
export function createLatchClient(options: LatchOptions): LatchClientInternal {
  const context = createContext(validateOptions(options))
  const cleanups = [...setupAdapters(context), ...startFeatures(context)]
  if (needsProjectId(options)) {
    showAlertOnce(context, {
      type: 'PROJECT_ID_NOT_CONFIGURED',
      message: { key: 'error.projectIdNotConfigured' },
      variant: 'warning',
    })
  }
  const client: LatchClientInternal = {
    options: context.options,
    stores: context.stores,
    events: context.events,
    logger: context.logger,
    ready: typeof window === 'undefined' ? Promise.resolve() : reconnect(context),
    ...modalMethods(context),
    ...connectionMethods(context),
    ...stateMethods(context),
    ...featureMethods(context),
    destroy() {
      for (const cleanup of cleanups) cleanup()
      context.features.destroy()
      for (const timer of context.timers) clearTimeout(timer)
      context.timers.clear()
    },
  }
  bindClientContext(client, context)
  return client
}
