import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { createEventBus } from '../events/createEventBus.js'
import { createLogger } from '../logger/createLogger.js'
import type { ResolvedOptions } from '../options/types.js'
import { createStores } from '../state/createStores.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { connectionFlowsFeature } from './connectionFlowsFeature.js'
import type { LatchContext } from './context.js'
import { createFeatureRegistry } from './createFeatureRegistry.js'
import { createKernelState } from './createKernelState.js'

/** The warning logged once when `features.legalCheckbox` has no terms or privacy URL. */
const LEGAL_CHECKBOX_IGNORED =
  '`features.legalCheckbox` is ignored: set `termsConditionsUrl` or `privacyPolicyUrl`'

/** Switches Latch accepts but has no flow for yet: `true` is logged as ignored. */
const UNSUPPORTED_FEATURES = ['smartSessions', 'pay'] as const

/**
 * Makes one client's context from validated options: its logger (level `error`; `info` with
 * `enableAuthLogger`, `debug` with `debug`), stores, adapters by namespace, safe storage, event bus
 * (silent unless `features.analytics`), feature registry, kernel state and timers. Logs once that
 * `features.legalCheckbox` without a terms or privacy URL, and `features.smartSessions` /
 * `features.pay`, are ignored.
 */
export function createContext(options: ResolvedOptions): LatchContext {
  const logger = createLogger(options.debug ? 'debug' : options.enableAuthLogger ? 'info' : 'error')
  // The terms checkbox needs a page to agree to; without one `getConnectLayout` shows none.
  if (options.features.legalCheckbox && !options.termsConditionsUrl && !options.privacyPolicyUrl) {
    logger.notice(LEGAL_CHECKBOX_IGNORED)
  }
  for (const feature of UNSUPPORTED_FEATURES) {
    if (options.features[feature])
      logger.notice(`\`features.${feature}\` is ignored: Latch does not support it yet`)
  }
  const context: LatchContext = {
    options,
    stores: createStores(options),
    adapters: new Map<ChainNamespace, ChainAdapter>(options.adapters.map((a) => [a.namespace, a])),
    storage: createSafeStorage(logger, options.storage),
    logger,
    events: createEventBus((error) => logger.error('An event subscriber threw', error), {
      enabled: options.features.analytics,
    }),
    features: createFeatureRegistry(() => context, logger),
    kernel: createKernelState(connectionFlowsFeature),
    timers: new Set(),
  }
  return context
}
