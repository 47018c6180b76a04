import type { LatchContext } from '../client/context.js'
import { LatchError } from '../errors/base.js'
import { ErrorMessages } from '../errors/messages.js'
import { isUserRejectedError } from '../errors/rpc.js'
import type { CaipNetwork } from '../networks/types.js'
import { getChainState } from '../state/chainStateAccess.js'
import { closeModal, pushView } from './modal.js'
import { setActiveNetwork } from './setActiveNetwork.js'
import { reportError } from './toast.js'

/** Shown in SwitchNetwork when the user declines the switch in the wallet. */
export const SWITCH_DECLINED = 'Switch declined'

/**
 * Switches the active network (spec §4 Network switch). The same network is ignored. With a
 * connected address in that namespace the adapter asks the wallet (EVM: switch, or add then switch);
 * otherwise the network is set locally.
 *
 * @throws The wallet's error (EIP-1193 4001 when declined) or `ChainNotSupportedError`
 *   ('Chain is not supported') when it can neither switch nor add the chain.
 */
export async function switchNetwork(
  context: LatchContext,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const namespace = caipNetwork.chainNamespace
  const chain = getChainState(context.stores, namespace)
  if (!chain) throw new LatchError(ErrorMessages.noActiveCaipNetwork)
  if (chain.networkState.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId) return
  const adapter = context.adapters.get(namespace)
  if (chain.accountState.address && adapter) {
    await adapter.switchNetwork({ caipNetwork })
  }
  context.stores.chain.setState({ activeNamespace: namespace })
  setActiveNetwork(context, namespace, caipNetwork)
  context.events.emit('SWITCH_NETWORK', { network: caipNetwork.caipNetworkId })
}

/**
 * The user picked a network in Networks or UnsupportedChain (spec §4 routing). Not connected: the
 * network is set and the modal goes back. Connected: SwitchNetwork is shown while the wallet is
 * asked; on success the modal returns to Account if it came from there, else closes; on failure the
 * view keeps the network and shows 'Switch declined' or the spec's error with a retry.
 */
export async function selectNetwork(
  context: LatchContext,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const { stores } = context
  const chain = getChainState(stores, caipNetwork.chainNamespace)
  if (!chain?.accountState.address) {
    await switchNetwork(context, caipNetwork)
    closeModal(context)
    return
  }
  if (chain.networkState.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId) {
    navigateAfterNetworkSwitch(context)
    return
  }
  if (stores.router.getState().view === 'SwitchNetwork') {
    stores.router.setState({ data: { network: caipNetwork, pending: true } })
  } else {
    pushView(context, 'SwitchNetwork', { network: caipNetwork, pending: true })
  }
  try {
    await switchNetwork(context, caipNetwork)
    navigateAfterNetworkSwitch(context)
  } catch (error) {
    if (stores.router.getState().view !== 'SwitchNetwork') return
    const message = isUserRejectedError(error)
      ? SWITCH_DECLINED
      : error instanceof LatchError
        ? error.shortMessage
        : ErrorMessages.unknownError
    if (!isUserRejectedError(error)) reportError(context, 'Switching network failed', error)
    stores.router.setState({ data: { network: caipNetwork, pending: false, error: message } })
  }
}

function navigateAfterNetworkSwitch(context: LatchContext): void {
  const { router, modal } = context.stores
  if (!modal.getState().open) return
  const { history } = router.getState()
  const accountIndex = history.lastIndexOf('Account')
  if (accountIndex >= 0) {
    router.setState({ view: 'Account', history: history.slice(0, accountIndex + 1), data: {} })
  } else {
    closeModal(context)
  }
}
