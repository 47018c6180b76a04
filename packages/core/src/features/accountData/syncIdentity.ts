import type { LatchContext } from '../../client/context.js'
import type { Identity } from '../../data/types.js'
import { getChainState, patchAccountState } from '../../state/chainStateAccess.js'
import type { AccountDataTarget } from './accountDataTarget.js'
import type { AccountData } from './createAccountData.js'
import { loadRpcSource, resolveDataSource } from './resolveDataSource.js'

/** "Chain support: names eip155". */
const NAMESPACE = 'eip155'

async function lookUp(
  context: LatchContext,
  data: AccountData,
  target: AccountDataTarget,
): Promise<Identity | undefined> {
  const query = { address: target.address, caipNetwork: target.caipNetwork }
  const chosen = await resolveDataSource(context, data, 'names', target.caipNetwork)
  if (!chosen?.source.getIdentity) return undefined
  try {
    return await chosen.source.getIdentity(query)
  } catch (error) {
    if (!chosen.hosted) throw error
    // Spec §8: a failed identity lookup falls back to a name lookup, then clears the image.
    context.logger.debug('The identity lookup failed; looking up the name', error)
    const rpc = await loadRpcSource(context, data, target.caipNetwork)
    const identity = await rpc?.getIdentity?.(query)
    return identity?.name ? { name: identity.name, avatar: undefined } : undefined
  }
}

/**
 * Resolves the connected eip155 account's identity (name and avatar; ENS through the
 * adapter's RPC source, or the Blockchain API's `/v1/identity` when configured) and stores it as
 * `profileName` / `profileImage`, cached 5 min per CAIP-10 address. Only the newest answer
 * for the account now connected is kept; a failure is logged and leaves no identity.
 */
export async function syncIdentity(context: LatchContext, data: AccountData): Promise<void> {
  const chain = getChainState(context.stores, NAMESPACE)
  const address = chain?.accountState.address
  const caipNetwork = chain?.networkState.caipNetwork
  if (!address || !caipNetwork) return
  const target = {
    address,
    caipNetwork,
    caipAddress: `${caipNetwork.caipNetworkId}:${address}` as const,
  }
  const { identities } = data
  let identity = identities.get(target.caipAddress)
  if (identity === undefined) {
    try {
      identity = (await lookUp(context, data, target)) ?? null
      identities.set(target.caipAddress, identity)
    } catch (error) {
      // Not cached: a lookup that failed (offline, a busy RPC) is tried again next time.
      context.logger.debug('No identity for the account', error)
      identity = null
    }
  }
  const now = getChainState(context.stores, NAMESPACE)
  if (
    now?.accountState.address !== address ||
    now.networkState.caipNetwork?.caipNetworkId !== caipNetwork.caipNetworkId
  )
    return
  patchAccountState(context.stores, NAMESPACE, {
    profileName: identity?.name,
    profileImage: identity?.avatar,
  })
}
