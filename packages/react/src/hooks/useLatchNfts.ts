import type { Nft } from '@latch/core'
import type { LoadStatus } from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useLatchClient } from './LatchContext.js'
import { useLatchAccount } from './useLatchAccount.js'

/** What {@link useLatchNfts} returns: the NFTs the active account holds. */
export type UseLatchNftsReturnType = {
  /** `'loading'` until the first page of this very account is here; `'error'` when it failed. */
  status: LoadStatus
  nfts: readonly Nft[]
  /** Whether another page exists. */
  hasMore: boolean
  /** Whether the next page is being fetched. */
  loadingMore: boolean
  /** Fetches the next page (nothing on the last). */
  fetchMore(): Promise<void>
}

const none: readonly Nft[] = []

/**
 * The connected account's NFTs, the first page fetched when it mounts and again whenever the account
 * or its network changes; `fetchMore` appends the next page. NFTs of another account are never
 * returned. Names and image URLs are untrusted: show them as text and images only.
 *
 * @returns {@link UseLatchNftsReturnType} `{ status, nfts, hasMore, loadingMore, fetchMore }`.
 * @example
 * function Nfts() {
 *   const { nfts, hasMore, fetchMore } = useLatchNfts()
 *   return (
 *     <>
 *       {nfts.map((nft) => <p key={`${nft.contract}/${nft.tokenId}`}>{nft.name}</p>)}
 *       {hasMore ? <button onClick={fetchMore}>Load more</button> : null}
 *     </>
 *   )
 * }
 */
export function useLatchNfts(): UseLatchNftsReturnType {
  const client = useLatchClient()
  const { caipAddress } = useLatchAccount()
  useEffect(() => {
    if (caipAddress) void client.fetchNfts()
  }, [client, caipAddress])
  const list = useStore(
    client.stores.accountData,
    useShallow(({ nfts }) => {
      if (nfts.caipAddress === caipAddress) return nfts
      const pending = nfts.status === 'ready' || nfts.status === 'idle'
      return {
        status: pending ? 'loading' : nfts.status,
        nfts: none,
        next: undefined,
        loadingMore: false,
      }
    }),
  )
  const fetchMore = useCallback(() => client.fetchNfts({ more: true }), [client])
  return {
    status: caipAddress ? list.status : 'idle',
    nfts: list.nfts,
    hasMore: list.next !== undefined,
    loadingMore: list.loadingMore,
    fetchMore,
  }
}
