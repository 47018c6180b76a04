import type { WalletStoreState } from '../state/types.js'
import type { WalletEntry } from './types.js'
import { walletCatalogue } from './walletCatalogue.js'

/**
 * The wallets the modal lists without installing them: the hosted registry merged over the bundled
 * catalogue once it was fetched, else the bundled catalogue (which loads with the modal, not at
 * startup).
 *
 * @param state - The wallets store's state.
 * @example
 * const catalogue = useStore(client.stores.wallets, selectCatalogue)
 */
export function selectCatalogue(state: WalletStoreState): readonly WalletEntry[] {
  return state.catalogue ?? walletCatalogue
}
