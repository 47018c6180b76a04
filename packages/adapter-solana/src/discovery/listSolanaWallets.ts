import type { Connector } from '@latch/core'
import { isSafeImageUrl, stripInvisible } from '@latch/core/internal'
import type { Wallet } from '@wallet-standard/base'
import * as z from 'zod/mini'

/** The longest wallet name shown, in characters; longer ones are cut. */
const MAX_NAME_LENGTH = 64

const text = z.string().check(z.maxLength(10_000))
/**
 * What Latch reads of a registered wallet (https://github.com/wallet-standard/wallet-standard):
 * a name (stripped of control, zero-width and bidi characters, trimmed, cut to 64, not empty), an
 * icon (kept only as an `http(s):` or `data:image/` URL), its chains and its feature names.
 */
const walletSnapshot = z.object({
  name: z.pipe(
    text,
    z.pipe(
      z.transform((name: string) => stripInvisible(name).trim().slice(0, MAX_NAME_LENGTH).trim()),
      z.string().check(z.minLength(1)),
    ),
  ),
  icon: z.catch(
    z.pipe(
      z.string().check(z.maxLength(1_000_000)),
      z.transform((icon: string) => (isSafeImageUrl(icon) ? icon : undefined)),
    ),
    undefined,
  ),
  chains: z.array(z.string().check(z.maxLength(256))).check(z.maxLength(256)),
  features: z.array(z.string()).check(z.maxLength(256)),
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
export function readWallet(wallet: unknown): z.output<typeof walletSnapshot> | undefined {
  try {
    if (typeof wallet !== 'object' || wallet === null) return undefined
    const { name, icon, chains, features } = wallet as Record<string, unknown>
    const featureNames =
      typeof features === 'object' && features !== null ? Object.keys(features) : undefined
    const parsed = walletSnapshot.safeParse({ name, icon, chains, features: featureNames })
    return parsed.success ? parsed.data : undefined
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

/** A listed wallet as a Latch connector (spec §3): `ANNOUNCED`, installed, chain `solana`. */
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

/** Whether another listed wallet goes by the name of `connectorId`, so which one is real is unclear. */
export function isContested(entries: readonly SolanaWalletEntry[], connectorId: string): boolean {
  const name = entries.find((entry) => entry.id === connectorId)?.name
  return name !== undefined && entries.filter((entry) => entry.name === name).length > 1
}
