import type { View } from '../state/types.js'

/**
 * Spec §2 "Opening": an explicit view wins; otherwise Account when an address is connected,
 * else Connect.
 */
export function resolveOpenView(parameters: { view?: View | undefined; connected: boolean }): View {
  if (parameters.view) return parameters.view
  return parameters.connected ? 'Account' : 'Connect'
}

/** Spec §2 "Closing resets to Connect; in embedded mode Account when connected, Connect otherwise". */
export function resolveCloseView(parameters: { embedded: boolean; connected: boolean }): View {
  return parameters.embedded && parameters.connected ? 'Account' : 'Connect'
}
