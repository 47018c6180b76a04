import type { LatchContext } from '../../client/context.js'
import { getChainState, patchAccountState } from '../../state/chainStateAccess.js'

/**
 * Keeps the eip155 identity current: looks it up (`lookUp`, which loads the account data chunk)
 * whenever the connected account or network changes, and clears it when the account goes.
 * @returns Stops watching.
 */
export function watchIdentity(context: LatchContext, lookUp: () => void): () => void {
  let watched: string | undefined
  let watchedAddress: string | undefined
  const update = () => {
    const chain = getChainState(context.stores, 'eip155')
    const address = chain?.accountState.address
    const key = address ? `${chain?.networkState.caipNetwork?.caipNetworkId}:${address}` : undefined
    if (key === watched) return
    watched = key
    // Another account never shows the last one's name, even for the moment its lookup takes.
    const shown = chain?.accountState.profileName ?? chain?.accountState.profileImage
    if (address !== watchedAddress && shown !== undefined) {
      patchAccountState(context.stores, 'eip155', {
        profileName: undefined,
        profileImage: undefined,
      })
    }
    watchedAddress = address
    if (key) lookUp()
  }
  update()
  return context.stores.chain.subscribe(update)
}
