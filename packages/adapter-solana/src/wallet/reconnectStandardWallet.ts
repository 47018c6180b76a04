import type { Logger } from '@latch/core'
import type { Wallets } from '@wallet-standard/app'
import type { SolanaWalletEntry } from '../discovery/listSolanaWallets.js'
import { connectStandardWallet, type StandardWalletAccount } from './connectStandardWallet.js'

/** How long a reconnect waits for the stored wallet to register itself (ms). */
const REGISTER_WAIT_MS = 1_000

/** Parameters of {@link reconnectStandardWallet}. */
export type ReconnectStandardWalletParameters = {
  /** The stored connector's id, `walletStandard:{name}`. */
  connectorId: string
  /** The listed Solana wallets now (`listSolanaWallets` of the registry). */
  listed: () => SolanaWalletEntry[]
  /** Where a wallet registering later is heard of. */
  registry: Pick<Wallets, 'on'>
  /** How long the silent `standard:connect` may take (ms). */
  timeout: number
  logger: Logger | undefined
}

/**
 * Reconnects a Wallet Standard wallet without a prompt: waits up to 1 s (in a browser) for it to
 * register, then asks `standard:connect` `{ silent: true }`, for `timeout` ms at most. Not when
 * two listed wallets go by its name (which is real is unclear), nor when it is gone.
 * @returns The wallet and its first account; `undefined` when there is none to reconnect.
 * @throws The wallet's error from `standard:connect` (see `connectStandardWallet`).
 */
export async function reconnectStandardWallet(
  parameters: ReconnectStandardWalletParameters,
): Promise<{ entry: SolanaWalletEntry; chosen: StandardWalletAccount } | undefined> {
  const { connectorId, listed, registry, timeout, logger } = parameters
  if (isContested(listed(), connectorId)) {
    logger?.warn(`Not reconnecting "${connectorId}": two wallets go by its name`)
    return undefined
  }
  const entry = await waitForWallet(connectorId, listed, registry)
  if (!entry) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeout)
  })
  try {
    const accounts = await Promise.race([
      connectStandardWallet(entry.wallet, { silent: true }),
      timedOut,
    ])
    const [chosen] = accounts ?? []
    if (!accounts) logger?.warn(`"${entry.name}" did not answer a silent connect in time`)
    if (!chosen) return undefined
    return { entry, chosen }
  } finally {
    clearTimeout(timer)
  }
}

/** The listed wallet of `connectorId`, waiting up to 1 s for it to register in a browser. */
function waitForWallet(
  connectorId: string,
  listed: () => SolanaWalletEntry[],
  registry: Pick<Wallets, 'on'>,
): Promise<SolanaWalletEntry | undefined> {
  const find = () => listed().find((entry) => entry.id === connectorId)
  const found = find()
  if (found || typeof window === 'undefined') return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off()
      resolve(find())
    }, REGISTER_WAIT_MS)
    const off = registry.on('register', () => {
      const entry = find()
      if (!entry) return
      clearTimeout(timer)
      off()
      resolve(entry)
    })
  })
}

/** Whether another listed wallet goes by the name of `connectorId`, so which one is real is unclear. */
export function isContested(entries: readonly SolanaWalletEntry[], connectorId: string): boolean {
  const name = entries.find((entry) => entry.id === connectorId)?.name
  return name !== undefined && entries.filter((entry) => entry.name === name).length > 1
}
