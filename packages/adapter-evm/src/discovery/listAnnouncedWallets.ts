import { stripInvisible } from '@latch/core/internal'
import type { EIP6963ProviderDetail } from 'mipd'
import * as z from 'zod/mini'
import type { AnnouncementStore } from './createAnnouncementStore.js'

/** The longest wallet name shown, in characters; longer ones are cut. */
const MAX_NAME_LENGTH = 64
/** The longest uuid or rdns accepted; longer ones are not a wallet's. */
const MAX_ID_LENGTH = 256

const text = z.string().check(z.maxLength(10_000))
/** A reverse-DNS name (EIP-6963): letters, digits, `-`, `_` and dots; never a `#`, which Latch's ids use. */
const rdns = z
  .string()
  .check(z.maxLength(MAX_ID_LENGTH), z.regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/))
const id = z.string().check(
  z.maxLength(MAX_ID_LENGTH),
  z.refine((value) => value.trim() !== ''),
)

/**
 * An EIP-6963 `announceProvider` detail (https://eips.ethereum.org/EIPS/eip-6963): `info` with string
 * `uuid`, `name`, `rdns` (and `icon`), and a provider object with a `request` function. The name is
 * what will be shown: stripped of control, zero-width and bidi characters, trimmed, cut to 64, and
 * not empty after that. A non-string icon becomes `''`.
 */
const announcement = z.object({
  info: z.object({
    uuid: id,
    rdns,
    name: z.pipe(
      text,
      z.pipe(
        z.transform((name: string) => stripInvisible(name).trim().slice(0, MAX_NAME_LENGTH).trim()),
        z.string().check(z.minLength(1)),
      ),
    ),
    icon: z.catch(text, ''),
  }),
  provider: z.custom<EIP6963ProviderDetail['provider']>(
    (provider) =>
      typeof provider === 'object' &&
      provider !== null &&
      typeof (provider as { request?: unknown }).request === 'function',
  ),
})

/** An announced wallet Latch lists: the checked detail and the connector id it goes by. */
export type AnnouncedWallet = EIP6963ProviderDetail & {
  /**
   * The wallet's rdns; for a later announcement reusing an rdns with another provider (an impostor,
   * or a second install), `{rdns}#{uuid}`, so neither hides the other.
   */
  id: string
}

/**
 * The usable wallets an EIP-6963 store holds, in announcement order. Announcements come from any
 * script in the page, so each is checked with zod first (see `announcement`): what fails is skipped
 * and reported through `onInvalid`. A re-announcement of a provider already listed (same rdns, same
 * provider object) is skipped; another provider reusing a listed rdns is listed too, under
 * `{rdns}#{uuid}`, so a page script cannot hide a real wallet by announcing its rdns first — the
 * user sees both, and `onDuplicate` is told.
 *
 * @param announcedWallets - The adapter's EIP-6963 store (or any with `getProviders`).
 * @param onInvalid - Told about each skipped announcement (for a log line).
 * @param onDuplicate - Told about each rdns announced by a second provider.
 * @returns The wallets with their connector ids.
 */
export function listAnnouncedWallets(
  announcedWallets: AnnouncementStore,
  onInvalid?: (detail: unknown) => void,
  onDuplicate?: (rdns: string) => void,
): readonly AnnouncedWallet[] {
  const providersByRdns = new Map<string, unknown[]>()
  const wallets: AnnouncedWallet[] = []
  for (const detail of announcedWallets.getProviders() as unknown[]) {
    const parsed = safeParse(detail)
    if (!parsed?.success) {
      onInvalid?.(detail)
      continue
    }
    const { info, provider } = parsed.data
    const providers = providersByRdns.get(info.rdns) ?? []
    if (providers.includes(provider)) continue
    providers.push(provider)
    providersByRdns.set(info.rdns, providers)
    const first = providers.length === 1
    if (!first) onDuplicate?.(info.rdns)
    const walletId = first ? info.rdns : `${info.rdns}#${info.uuid}`
    // Two announcements of one rdns under one uuid (a store that does not dedupe uuids): one id.
    if (wallets.some((wallet) => wallet.id === walletId)) continue
    wallets.push({
      id: walletId,
      info: { ...info, icon: info.icon as `data:image/${string}` },
      provider,
    })
  }
  return wallets
}

type Parsed = ReturnType<typeof announcement.safeParse> | undefined

// Each detail is checked once: the list is rebuilt at every announcement, and a page announcing
// 200 wallets with long names would otherwise be checked 200 times over.
const parsedDetails = new WeakMap<object, Parsed>()

// A hostile detail can be a proxy or carry getters that throw while zod reads them.
function safeParse(detail: unknown): Parsed {
  const cacheable = typeof detail === 'object' && detail !== null
  if (cacheable && parsedDetails.has(detail)) return parsedDetails.get(detail)
  let parsed: Parsed
  try {
    parsed = announcement.safeParse(detail)
  } catch {
    parsed = undefined
  }
  if (cacheable) parsedDetails.set(detail, parsed)
  return parsed
}
