import type { LatchContext } from '../../client/context.js'
import type { Nft } from '../../data/types.js'
import type { AccountDataStoreState } from '../../state/types.js'
import {
  type AccountDataTarget,
  getAccountDataTarget,
  isCurrentTarget,
  isFresh,
  markLoaded,
  once,
  withDeadline,
} from './accountDataTarget.js'
import type { AccountData } from './createAccountData.js'
import { resolveDataSource } from './resolveDataSource.js'

function setNfts(context: LatchContext, nfts: Partial<AccountDataStoreState['nfts']>): void {
  const { accountData } = context.stores
  accountData.setState({ nfts: { ...accountData.getState().nfts, ...nfts } })
}

async function load(
  context: LatchContext,
  data: AccountData,
  target: AccountDataTarget,
  more: boolean,
): Promise<void> {
  const before = context.stores.accountData.getState().nfts
  const chosen = await resolveDataSource(context, data, 'nfts', target.caipNetwork)
  if (!chosen?.source.getNfts) {
    if (!isCurrentTarget(context, target)) return
    setNfts(context, {
      caipAddress: target.caipAddress,
      status: 'ready',
      nfts: [],
      next: undefined,
      loadingMore: false,
    })
    return
  }
  try {
    const { getNfts } = chosen.source
    const page = await withDeadline((signal) =>
      getNfts({
        address: target.address,
        caipNetwork: target.caipNetwork,
        cursor: more ? before.next : undefined,
        ipfsGateway: context.options.ipfsGateway,
        signal,
      }),
    )
    if (!isCurrentTarget(context, target)) return
    const loaded: readonly Nft[] = more ? context.stores.accountData.getState().nfts.nfts : []
    const seen = new Set(loaded.map((nft) => `${nft.contract}/${nft.tokenId}`))
    const nfts = [
      ...loaded,
      ...page.data.filter((nft) => !seen.has(`${nft.contract}/${nft.tokenId}`)),
    ]
    setNfts(context, {
      caipAddress: target.caipAddress,
      status: 'ready',
      nfts,
      next: page.next,
      loadingMore: false,
    })
    if (!more) markLoaded(data, `nfts/${target.caipAddress}`)
  } catch (error) {
    context.logger.warn(`Could not read the NFTs on ${target.caipNetwork.caipNetworkId}`, error)
    if (!isCurrentTarget(context, target)) return
    setNfts(context, {
      caipAddress: target.caipAddress,
      status: 'error',
      nfts: [],
      next: undefined,
      loadingMore: false,
    })
  }
}

/**
 * Fills the NFTs tab for the active account: the first page, or with `more` the next one. NFTs come
 * from the adapter's RPC source (the Blockchain API has no NFT call); `ipfs://` links
 * are read only through the integrator's `ipfsGateway`. A failure shows the tab's error state.
 * Never rejects.
 */
export async function fetchNfts(
  context: LatchContext,
  data: AccountData,
  { more = false }: { more?: boolean } = {},
): Promise<void> {
  const target = getAccountDataTarget(context)
  if (!target) return
  const state = context.stores.accountData.getState().nfts
  const same = state.caipAddress === target.caipAddress
  if (more && (!same || !state.next || state.loadingMore)) return
  const fresh = same && state.status === 'ready' && isFresh(data, `nfts/${target.caipAddress}`)
  if (!more && fresh) return
  if (more) setNfts(context, { loadingMore: true })
  else
    setNfts(context, {
      caipAddress: target.caipAddress,
      status: 'loading',
      nfts: same ? state.nfts : [],
      next: same ? state.next : undefined,
    })
  await once(data, `nfts/${target.caipAddress}/${more ? state.next : ''}`, () =>
    load(context, data, target, more),
  )
}
