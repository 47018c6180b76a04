import type { LatchContext } from '../../client/context.js'
import type { CaipNetwork } from '../../networks/types.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import type { SwapSession } from './swapSession.js'

/** How long the wallet may take to tell its capabilities (ms); slower counts as "cannot batch". */
export const CAPABILITIES_TIMEOUT_MS = 5_000

/**
 * Whether the connected wallet can send the swap's approval and swap as one atomic EIP-5792 batch
 * on `caipNetwork`: the adapter has `getCapabilities`, `sendCalls` and `waitForCalls`, and the
 * wallet's atomic capability there is `supported` or `ready`. Asked once per connector, CAIP-10
 * account and account type (`session.atomicBatching`); a wallet slower than 5,000 ms, or an
 * adapter that rejects, counts as `false` and is asked again next time. Never rejects.
 */
export function canBatchApproval(session: SwapSession, caipNetwork: CaipNetwork): Promise<boolean> {
  const { context, atomicBatching } = session
  const key = batchingKey(context, caipNetwork)
  const adapter = context.adapters.get(caipNetwork.chainNamespace)
  if (!key || !adapter?.getCapabilities || !adapter.sendCalls || !adapter.waitForCalls) {
    return Promise.resolve(false)
  }
  const known = atomicBatching.get(key.id)
  if (known) return known
  const { address } = key
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CAPABILITIES_TIMEOUT_MS)
  })
  const read = Promise.race([adapter.getCapabilities({ address, caipNetwork }), timedOut])
    .then((answer) => {
      if (!answer) throw new Error(`No answer within ${CAPABILITIES_TIMEOUT_MS} ms`)
      return answer.atomic === 'supported' || answer.atomic === 'ready'
    })
    .catch((error: unknown) => {
      context.logger.warn('Could not read the wallet capabilities', error)
      atomicBatching.delete(key.id)
      return false
    })
    .finally(() => clearTimeout(timer))
  atomicBatching.set(key.id, read)
  return read
}

/** Forgets what `canBatchApproval` learnt for the active account: it says `false` from now on. */
export function forgetBatching(session: SwapSession, caipNetwork: CaipNetwork): void {
  const key = batchingKey(session.context, caipNetwork)
  if (key) session.atomicBatching.set(key.id, Promise.resolve(false))
}

/** The active account's cache key (connector, CAIP-10 address on `caipNetwork`, account type). */
function batchingKey(context: LatchContext, caipNetwork: CaipNetwork) {
  const account = getActiveChainState(context.stores)?.accountState
  const address = account?.address
  if (!account || !address) return undefined
  const connectorId = context.stores.connection.getState().connectorIds[caipNetwork.chainNamespace]
  const type = account.allAccounts.find((entry) => entry.address === address)?.type ?? 'eoa'
  return {
    id: `${connectorId ?? ''} ${caipNetwork.caipNetworkId}:${address} ${type}`,
    address,
  }
}
