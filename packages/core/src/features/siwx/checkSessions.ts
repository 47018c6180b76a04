import type { LatchContext } from '../../client/context.js'
import { openModal } from '../../flows/modal.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'

/** Whether sign-in is required (then closing is blocked and cancel disconnects). */
export function isSignInRequired(context: LatchContext): boolean {
  return Boolean(context.options.siwx?.getRequired?.())
}

/** The active account and network sign-in is for, when the network is a requested one. */
export function signInTarget(context: LatchContext) {
  const chain = getActiveChainState(context.stores)
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  const supported = chain?.networkState.requestedCaipNetworks.some(
    (n) => n.caipNetworkId === network?.caipNetworkId,
  )
  return address && network && supported ? { address, network } : undefined
}

/**
 * Sign-in, the part `checkSignIn` loads with the sign-in chunk: with `siwx` set, a
 * connected account on a supported network and no session for it, opens SIWXSignMessage
 * ("Sign In"). Keeps `siwxSessions` current; a session store that fails is logged ('Could not
 * read sign-in sessions') and, when sign-in is required, still opens SIWXSignMessage.
 */
export async function checkSessions(context: LatchContext): Promise<void> {
  const { siwx } = context.options
  const target = signInTarget(context)
  if (!siwx || !target) {
    context.stores.connection.setState({ siwxSessions: [] })
    return
  }
  try {
    const sessions = await siwx.getSessions(target.network.caipNetworkId, target.address)
    const now = signInTarget(context)
    if (
      now?.network.caipNetworkId !== target.network.caipNetworkId ||
      now.address !== target.address
    )
      return
    context.stores.connection.setState({ siwxSessions: sessions })
    if (sessions.length === 0) await openModal(context, { view: 'SIWXSignMessage' })
  } catch (error) {
    context.logger.error('Could not read sign-in sessions', error)
    // A required sign-in must not be skipped because the session store failed.
    if (isSignInRequired(context)) await openModal(context, { view: 'SIWXSignMessage' })
  }
}
