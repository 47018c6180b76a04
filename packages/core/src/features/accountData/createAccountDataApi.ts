import type { LatchContext } from '../../client/context.js'
import { createAccountData } from './createAccountData.js'
import { fetchNfts } from './fetchNfts.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { fetchTransactions } from './fetchTransactions.js'
import { syncIdentity } from './syncIdentity.js'

/**
 * The account data feature's API: the Account view's tokens, activity, NFTs and the
 * eip155 identity, over one client's data sources and caches. Every method but `fetchTransactions`
 * (without an account) never rejects.
 */
export type AccountDataApi = {
  /**
   * Fills the Tokens tab; see {@link fetchTokenBalances}. `force` skips the 30 s cache;
   * `forceUpdate` (tokens a send or swap moved) skips it and is sent to the Blockchain API.
   */
  fetchTokenBalances(parameters?: {
    force?: boolean
    forceUpdate?: readonly string[] | undefined
  }): Promise<void>
  /**
   * Fills the Activity tab; see {@link fetchTransactions}. `more` loads the next page; `onramp`
   * lists purchases through that provider.
   * @throws {LatchError} without a connected account.
   */
  fetchTransactions(parameters?: { more?: boolean; onramp?: string | undefined }): Promise<void>
  /** Fills the NFTs tab; see {@link fetchNfts}. `more` loads the next page. */
  fetchNfts(parameters?: { more?: boolean }): Promise<void>
  /** Looks up the connected eip155 account's name and avatar; see {@link syncIdentity}. */
  syncIdentity(): Promise<void>
  /** Forgets the cached balances, identities and list times (a full disconnect). */
  reset(): void
}

/**
 * Makes one client's {@link AccountDataApi}: its data sources and caches (the Blockchain API
 * source only with a project id or `apiUrl`, not in basic mode) and the flows over them. The
 * account data chunk: loaded when the Account view first needs data or an eip155 account connects.
 */
export function createAccountDataApi(context: LatchContext): AccountDataApi {
  const data = createAccountData(context.options)
  return {
    fetchTokenBalances: (parameters) => fetchTokenBalances(context, data, parameters),
    fetchTransactions: (parameters) => fetchTransactions(context, data, parameters),
    fetchNfts: (parameters) => fetchNfts(context, data, parameters),
    syncIdentity: () => syncIdentity(context, data),
    reset() {
      data.balances.clear()
      data.identities.clear()
      data.loadedAt.clear()
    },
  }
}
