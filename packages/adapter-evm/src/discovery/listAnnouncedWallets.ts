import { stripInvisible } from '@latch/core/internal'
import type { EIP6963ProviderDetail, Store } from 'mipd'

/** The longest wallet name shown, in characters; longer ones are cut. */
const MAX_NAME_LENGTH = 64

/**
 * The usable wallets an EIP-6963 store (https://eips.ethereum.org/EIPS/eip-6963) holds, one per
 * rdns: the first announcement of an rdns wins, as wagmi keeps the first connector of an id.
 * Announcements come from any script in the page, so each is checked first: a detail that is not
 * an object, lacks a string `uuid`, `name` or `rdns`, or whose provider has no `request`
 * function is skipped (and reported through `onInvalid`); names are trimmed, stripped of control,
 * zero-width and bidi characters and cut to 64 characters; a non-string icon becomes `''`.
 *
 * @param announcedWallets - A `mipd` store.
 * @param onInvalid - Told about each skipped announcement (for a log line).
 * @returns The provider details in announcement order.
 */
export function listAnnouncedWallets(
  announcedWallets: Store,
  onInvalid?: (detail: unknown) => void,
): readonly EIP6963ProviderDetail[] {
  const seen = new Set<string>()
  const wallets: EIP6963ProviderDetail[] = []
  for (const detail of announcedWallets.getProviders() as unknown[]) {
    const wallet = toAnnouncedWallet(detail)
    if (!wallet) {
      onInvalid?.(detail)
      continue
    }
    if (seen.has(wallet.info.rdns)) continue
    seen.add(wallet.info.rdns)
    wallets.push(wallet)
  }
  return wallets
}

function toAnnouncedWallet(detail: unknown): EIP6963ProviderDetail | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null) return undefined
  if (typeof provider !== 'object' || provider === null) return undefined
  if (typeof (provider as { request?: unknown }).request !== 'function') return undefined
  const { uuid, name, rdns, icon } = info as Record<string, unknown>
  if (typeof uuid !== 'string' || typeof rdns !== 'string' || typeof name !== 'string') {
    return undefined
  }
  const shownName = stripInvisible(name).trim().slice(0, MAX_NAME_LENGTH)
  if (!uuid || !rdns.trim() || !shownName) return undefined
  return {
    info: {
      uuid,
      rdns,
      name: shownName,
      icon: (typeof icon === 'string' ? icon : '') as `data:image/${string}`,
    },
    provider: provider as EIP6963ProviderDetail['provider'],
  }
}
