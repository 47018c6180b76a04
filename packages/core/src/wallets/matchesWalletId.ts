/**
 * A wallet matches an id list by rdns, by id, or by case-insensitive name.
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
  return ids.some(
    (id) =>
      id === wallet.id ||
      (wallet.rdns !== undefined && id === wallet.rdns) ||
      (name !== undefined && id.toLowerCase() === name),
  )
}
