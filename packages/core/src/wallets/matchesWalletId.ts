import { appKitIdIndex } from './appKitWalletIds.js'
import { walletCatalogue } from './walletCatalogue.js'

/**
 * A wallet matches an id list by rdns, by id, or by case-insensitive name; an AppKit wallet id
 * (64 hex digits) of a catalogue wallet counts as that wallet's catalogue id (e.g. `c57ca95b…7d96`
 * is `metamask`).
 *
 * @param wallet - A connector or catalogue entry.
 * @param ids - e.g. `excludeWalletIds`: `['io.metamask', 'Rainbow']`.
 */
export function matchesWalletId(
  wallet: { id: string; name: string; rdns?: string | undefined },
  ids: readonly string[],
): boolean {
  // A wallet's name comes from the wallet: a non-string matches no name rather than throwing.
  const name = typeof wallet.name === 'string' ? wallet.name.toLowerCase() : undefined
  return ids.some((given) => {
    const id = walletCatalogue[appKitIdIndex(given)]?.id ?? given
    return (
      id === wallet.id ||
      (wallet.rdns !== undefined && id === wallet.rdns) ||
      (name !== undefined && id.toLowerCase() === name)
    )
  })
}
