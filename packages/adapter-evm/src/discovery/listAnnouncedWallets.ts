import { stripInvisible } from '@latch/core/internal'
import type { EIP6963ProviderDetail } from 'mipd'
import * as v from 'valibot'
import type { AnnouncementStore } from './createAnnouncementStore.js'

/** The longest wallet name shown, in characters; longer ones are cut. */
const MAX_NAME_LENGTH = 64
/** The longest uuid or rdns accepted; longer ones are not a wallet's. */
const MAX_ID_LENGTH = 256

const text = v.pipe(v.string(), v.maxLength(10_000))

/**
 * An EIP-6963 `announceProvider` detail (https://eips.ethereum.org/EIPS/eip-6963): `info` with string
 * `uuid`, `name`, `rdns` (and `icon`), and a provider object with a `request` function. The name is
 * what will be shown: stripped of control, zero-width and bidi characters, trimmed, cut to 64, and
 * not empty after that. A non-string icon becomes `''`. The rdns is a reverse-DNS name: letters,
 * digits, `-`, `_` and dots; never a `#`, which Latch's ids use. Checked at start-up (the Connect
 * list), so with valibot.
 */
const announcement = v.object({
  info: v.object({
    uuid: v.pipe(
      v.string(),
      v.maxLength(MAX_ID_LENGTH),
      v.check((value) => value.trim() !== ''),
    ),
    rdns: v.pipe(
      v.string(),
      v.maxLength(MAX_ID_LENGTH),
      v.regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/),
    ),
    name: v.pipe(
      text,
      v.transform((name: string) => stripInvisible(name).trim().slice(0, MAX_NAME_LENGTH).trim()),
      v.minLength(1),
    ),
    icon: v.fallback(text, ''),
  }),
  provider: v.custom<EIP6963ProviderDetail['provider']>(
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
 * script in the page, so each is checked first (see `announcement`): what fails is skipped
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
    const { info, provider } = parsed.output
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

type Parsed = v.SafeParseResult<typeof announcement> | undefined

// Each detail is checked once: the list is rebuilt at every announcement, and a page announcing
// 200 wallets with long names would otherwise be checked 200 times over.
const parsedDetails = new WeakMap<object, Parsed>()

// A hostile detail can be a proxy or carry getters that throw while it is read.
function safeParse(detail: unknown): Parsed {
  const cacheable = typeof detail === 'object' && detail !== null
  if (cacheable && parsedDetails.has(detail)) return parsedDetails.get(detail)
  let parsed: Parsed
  try {
    parsed = v.safeParse(announcement, detail)
  } catch {
    parsed = undefined
  }
  if (cacheable) parsedDetails.set(detail, parsed)
  return parsed
}
