import type { TokenBalance } from '@latch/core'
import type { LoadStatus } from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useLatchClient } from './LatchContext.js'
import { useLatchAccount } from './useLatchAccount.js'

/** What {@link useLatchTokens} returns: the active account's token balances. */
export type UseLatchTokensReturnType = {
  /** `'loading'` until balances of this very account are here; `'error'` when the fetch failed. */
  status: LoadStatus
  /** Native first, then tokens by fiat value, then name (core orders and filters them). */
  balances: readonly TokenBalance[]
  /** Fetches again past the 30 s cache (never within 30 s of a failure). */
  refetch(): Promise<void>
}

const none: readonly TokenBalance[] = []

/**
 * The connected account's native and token balances, fetched when it mounts and again whenever the
 * account or its network changes (core caches them 30 s per CAIP address). Balances of
 * another account are never returned: while the new ones load, `status` is `'loading'`.
 *
 * @returns {@link UseLatchTokensReturnType} `{ status, balances, refetch }`.
 * @example
 * import { formatBalance } from '@latch/core'
 *
 * function Tokens() {
 *   const { status, balances } = useLatchTokens()
 *   if (status !== 'ready') return <p>{status}</p>
 *   return balances.map((token) => (
 *     <p key={token.address ?? token.symbol}>
 *       {formatBalance(token.quantity.numeric)} {token.symbol}
 *     </p>
 *   ))
 * }
 */
export function useLatchTokens(): UseLatchTokensReturnType {
  const client = useLatchClient()
  const { caipAddress } = useLatchAccount()
  useEffect(() => {
    if (caipAddress) void client.fetchTokenBalances()
  }, [client, caipAddress])
  const { status, balances } = useStore(
    client.stores.accountData,
    useShallow(({ tokens }) => {
      if (tokens.caipAddress === caipAddress) return tokens
      // Another account's list (or none yet): never shown; its fetch is under way.
      const pending = tokens.status === 'ready' || tokens.status === 'idle'
      return { status: pending ? 'loading' : tokens.status, balances: none }
    }),
  )
  const refetch = useCallback(() => client.fetchTokenBalances({ force: true }), [client])
  return { status: caipAddress ? status : 'idle', balances, refetch }
}
