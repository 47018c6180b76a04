import type { LatchContext } from '../client/context.js'

type AccountDataFlows = typeof import('./accountData/index.js')

let loading: Promise<AccountDataFlows> | undefined

/**
 * Loads the account-data flows (a lazy chunk) once. A failed load (offline, a deploy replaced the
 * chunk) is logged and tried again on the next call.
 * @returns The flows, or `undefined` when the chunk could not load.
 */
export async function loadAccountDataFlows(
  context: LatchContext,
): Promise<AccountDataFlows | undefined> {
  loading ??= import('./accountData/index.js')
  try {
    return await loading
  } catch (error) {
    loading = undefined
    context.logger.warn('Could not load the account data', error)
    return undefined
  }
}
