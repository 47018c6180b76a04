import type { ChainNamespace } from '../caip/types.js'
import type { AlertType } from '../state/types.js'
import { type Latest, latest } from './latest.js'

/**
 * The kernel's own bookkeeping, beside the context's services: which asynchronous answers are
 * still the newest (the user's connect attempt, the delayed toast, each namespace's balance read)
 * and which alerts were shown already.
 */
export type KernelState = {
  /**
   * The user's connect attempt: a new attempt, or abandoning one, makes the older one stale, so
   * its late answer is ignored. A turn is current while the wallet has not answered.
   */
  connectAttempts: Latest
  /** Restoring the stored connection at start: a connect the user starts makes it stale. */
  restores: Latest
  /** Every toast shown or hidden takes a turn, so only the newest delayed toast shows. */
  toasts: Latest
  /** One per namespace (see {@link balanceReadsOf}): only the newest balance read is kept. */
  balanceReads: Map<ChainNamespace, Latest>
  /** Alerts already shown (each alert type shows once per client). */
  shownAlerts: Set<AlertType>
}

/** Makes a client's {@link KernelState}: no turn taken, no alert shown. */
export function createKernelState(): KernelState {
  return {
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
