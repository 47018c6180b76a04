import type { EIP6963ProviderDetail, Store } from 'mipd'

/**
 * The wallets an EIP-6963 store (https://eips.ethereum.org/EIPS/eip-6963) holds, one per rdns:
 * the first announcement of an rdns wins, as wagmi keeps the first connector of an id.
 *
 * @param announcedWallets - A `mipd` store.
 * @returns The provider details in announcement order.
 */
export function listAnnouncedWallets(announcedWallets: Store): readonly EIP6963ProviderDetail[] {
  const seen = new Set<string>()
  return announcedWallets.getProviders().filter(({ info }) => {
    if (seen.has(info.rdns)) return false
    seen.add(info.rdns)
    return true
  })
}
