import type { Connector } from '@latch/core'
import { isSafeImageUrl, stripInvisible } from '@latch/core/internal'
import type { Wallet } from '@wallet-standard/base'
import * as v from 'valibot'

/** The longest wallet name shown, in characters; longer ones are cut. */
const MAX_NAME_LENGTH = 64

/**
 * What Latch reads of a registered wallet (https://github.com/wallet-standard/wallet-standard):
 * a name (stripped of control, zero-width and bidi characters, trimmed, cut to 64, not empty), an
 * icon (kept only as an `http(s):` or `data:image/` URL), its chains and its feature names.
 * Checked at start-up (the Connect list), so with valibot: the wallets' answers, read once
 * connected, are checked with zod in the lazy part.
 */
const walletSnapshot = v.object({
  name: v.pipe(
    v.string(),
    v.maxLength(10_000),
    v.transform((name: string) => stripInvisible(name).trim().slice(0, MAX_NAME_LENGTH).trim()),
    v.minLength(1),
  ),
  icon: v.fallback(
    v.pipe(
      v.string(),
      v.maxLength(1_000_000),
      v.transform((icon: string) => (isSafeImageUrl(icon) ? icon : undefined)),
    ),
    undefined,
  ),
  chains: v.pipe(v.array(v.pipe(v.string(), v.maxLength(256))), v.maxLength(256)),
  features: v.pipe(v.array(v.string()), v.maxLength(256)),
})

/** A registered Solana wallet Latch lists: its checked name and icon and its connector id. */
export type SolanaWalletEntry = {
  /** `walletStandard:{name}`; a later wallet of a listed name gets `walletStandard:{name}#{n}`. */
  id: string
  name: string
  icon: string | undefined
  wallet: Wallet
}

/**
 * Reads a wallet's properties, which a hostile page script may make throwing getters or a proxy:
 * `undefined` when anything throws or is malformed.
 */
export function readWallet(wallet: unknown): v.InferOutput<typeof walletSnapshot> | undefined {
  try {
    if (typeof wallet !== 'object' || wallet === null) return undefined
    const { name, icon, chains, features } = wallet as Record<string, unknown>
    const featureNames =
      typeof features === 'object' && features !== null ? Object.keys(features) : undefined
    const parsed = v.safeParse(walletSnapshot, { name, icon, chains, features: featureNames })
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/**
 * The Solana wallets among the registered ones, in registration order: those listing a `solana:`
 * chain and the `standard:connect` feature. Each wallet's properties are checked (see
 * `readWallet`); what fails is skipped and reported through `onInvalid`. Ids come from names, so
 * they stay the same across reloads; a second wallet of a listed name is listed too, under
 * `walletStandard:{name}#2` (and so on), so a page script cannot hide a real wallet by
 * registering its name first.
 *
 * @param wallets - The registered wallets (`getWallets().get()`).
 * @param onInvalid - Told about each unreadable wallet (for a log line).
 */
export function listSolanaWallets(
  wallets: readonly unknown[],
  onInvalid?: (wallet: unknown) => void,
): SolanaWalletEntry[] {
  const entries: SolanaWalletEntry[] = []
  const seen = new Map<string, number>()
  for (const wallet of wallets) {
    const snapshot = readWallet(wallet)
    if (!snapshot) {
      onInvalid?.(wallet)
      continue
    }
    const { name, icon, chains, features } = snapshot
    if (!chains.some((chain) => chain.startsWith('solana:'))) continue
    if (!features.includes('standard:connect')) continue
    if (entries.some((entry) => entry.wallet === wallet)) continue
    const count = (seen.get(name) ?? 0) + 1
    seen.set(name, count)
    const id = count === 1 ? `walletStandard:${name}` : `walletStandard:${name}#${count}`
    entries.push({ id, name, icon, wallet: wallet as Wallet })
  }
  return entries
}

/** A listed wallet as a Latch connector: `ANNOUNCED`, installed, chain `solana`. */
export function toConnector(entry: SolanaWalletEntry): Connector {
  return {
    id: entry.id,
    type: 'ANNOUNCED',
    name: entry.name,
    imageUrl: entry.icon,
    chain: 'solana',
    installed: true,
  }
}
