/**
 * Spec §5: a wallet matches an id list by rdns, by id, or by case-insensitive name.
 *
 * @param wallet - A connector or catalogue entry.
 * @param ids - e.g. `excludeWalletIds`: `['io.metamask', 'Rainbow']`.
 */
export function matchesWalletId(
  wallet: { id: string; name: string; rdns?: string | undefined },
  ids: readonly string[],
): boolean {
  const name = wallet.name.toLowerCase()
  return ids.some(
    (id) =>
      id === wallet.id ||
      (wallet.rdns !== undefined && id === wallet.rdns) ||
      id.toLowerCase() === name,
  )
}
