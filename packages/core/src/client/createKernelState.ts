import type { ChainNamespace } from '../caip/types.js'
import type { ConnectionFlows, FeatureDefinition, KernelState } from './context.js'
import { type Latest, latest } from './latest.js'

export type { KernelState } from './context.js'

/**
 * Makes a client's {@link KernelState}: no turn taken, no alert shown.
 * @param connectionFlows - The connection flows' feature (`connectionFlowsFeature`).
 */
export function createKernelState(
  connectionFlows: FeatureDefinition<ConnectionFlows>,
): KernelState {
  return {
    connectionFlows,
    connectAttempts: latest(),
    restores: latest(),
    toasts: latest(),
    balanceReads: new Map(),
    shownAlerts: new Set(),
  }
}

/** The balance reads of `namespace`, made on first use. */
export function balanceReadsOf(kernel: KernelState, namespace: ChainNamespace): Latest {
  let reads = kernel.balanceReads.get(namespace)
  if (!reads) {
    reads = latest()
    kernel.balanceReads.set(namespace, reads)
  }
  return reads
}
