import type { WalletEntry } from './types.js'

/**
 * Merges the hosted registry over the bundled catalogue: a registry wallet replaces the catalogue
 * entry with the same rdns or (case-insensitive) name, keeping the catalogue's fields the registry
 * lacks; catalogue-only wallets stay, in their place; registry-only wallets follow.
 */
export function mergeWalletLists(
  catalogue: readonly WalletEntry[],
  registry: readonly WalletEntry[],
): WalletEntry[] {
  const sameWallet = (a: WalletEntry, b: WalletEntry) =>
    (a.rdns !== undefined && a.rdns === b.rdns) || a.name.toLowerCase() === b.name.toLowerCase()
  const used = new Set<WalletEntry>()
  const merged = catalogue.map((entry) => {
    const match = registry.find((wallet) => !used.has(wallet) && sameWallet(entry, wallet))
    if (!match) return entry
    used.add(match)
    const defined = Object.fromEntries(
      Object.entries(match).filter(([, value]) => value !== undefined),
    )
    return { ...entry, ...defined, id: entry.id }
  })
  return [...merged, ...registry.filter((wallet) => !used.has(wallet))]
}
