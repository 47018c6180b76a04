import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { balanceReadsOf } from '../client/createKernelState.js'
import { BALANCE_CACHE_MS } from '../featureConstants.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'

/** `turn`: when the read began, in the order of {@link reads} (a newer read has a higher one). */
type CachedBalance = { balance: string; symbol: string; readAt: number; turn: number }

/** Counts the reads begun, so an older read's answer never replaces a newer one's in the cache. */
let reads = 0

/** Each client's last native balances by CAIP-10 address (kept across disconnects). */
const balanceCaches = new WeakMap<LatchContext, Map<string, CachedBalance>>()

function balanceCacheOf(context: LatchContext): Map<string, CachedBalance> {
  let cache = balanceCaches.get(context)
  if (!cache) {
    cache = new Map()
    balanceCaches.set(context, cache)
  }
  return cache
}

/**
 * Reads the connected account's native balance from the active network's RPC through the
 * namespace's adapter and stores it (decimal string in whole units, plus symbol). Only the newest
 * read of a namespace is kept: one that settles after a later read started, or after the account or
 * network changed, is dropped. A network without RPC URLs (an 'Unknown Network') has no balance.
 * Failures are logged at `warn` and clear the balance. `quiet` refreshes a balance already shown (a
 * new block, not a new account): no loading state, and a failure keeps the last balance (`debug`).
 *
 * A balance read under 30 s ago for the same CAIP-10 address is reused without a call (a
 * reconnect, or a switch back to an account or network); a `quiet` refresh (a new block, a
 * transaction sent) always reads, and its answer is what the next 30 s reuse. An answer never
 * replaces in the cache one of a read begun after it.
 */
export async function syncBalance(
  context: LatchContext,
  namespace: ChainNamespace,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<void> {
  const { stores } = context
  const adapter = context.adapters.get(namespace)
  const chain = getChainState(stores, namespace)
  const address = chain?.accountState.address
  const caipNetwork = chain?.networkState.caipNetwork
  if (!adapter || !address || !caipNetwork) return
  const caipAddress = `${caipNetwork.caipNetworkId}:${address}`
  const cache = balanceCacheOf(context)
  const cached = quiet ? undefined : cache.get(caipAddress)
  if (cached && Date.now() - cached.readAt < BALANCE_CACHE_MS) {
    patchAccountState(stores, namespace, {
      balance: cached.balance,
      balanceSymbol: cached.symbol,
      balanceLoading: false,
    })
    return
  }
  const read = balanceReadsOf(context.kernel, namespace).begin()
  const turn = ++reads
  if (caipNetwork.rpcUrls.default.http.length === 0) {
    patchAccountState(stores, namespace, {
      balance: undefined,
      balanceSymbol: undefined,
      balanceLoading: false,
    })
    return
  }
  if (!quiet) patchAccountState(stores, namespace, { balanceLoading: true })
  const isNewest = () => {
    const now = getChainState(stores, namespace)
    return (
      read.isCurrent() &&
      now?.accountState.address === address &&
      now.networkState.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId
    )
  }
  try {
    const { balance, symbol } = await adapter.getBalance({ address, caipNetwork })
    // Unless a read begun later has stored already (a quiet read can outrun a slow first one).
    if ((cache.get(caipAddress)?.turn ?? 0) < turn) {
      cache.set(caipAddress, { balance, symbol, readAt: Date.now(), turn })
    }
    if (isNewest()) {
      patchAccountState(stores, namespace, {
        balance,
        balanceSymbol: symbol,
        balanceLoading: false,
      })
    }
  } catch (error) {
    const message = `Could not read the balance on ${caipNetwork.caipNetworkId}`
    if (quiet) {
      context.logger.debug(message, error)
      return
    }
    context.logger.warn(message, error)
    if (isNewest()) {
      patchAccountState(stores, namespace, {
        balance: undefined,
        balanceSymbol: undefined,
        balanceLoading: false,
      })
    }
  }
}
