import type { LatchContext } from '../client/context.js'
import { LatchError } from '../errors/base.js'
import { ErrorMessages } from '../errors/messages.js'
import { ChainNotSupportedError, NetworkSwitchDisabledError } from '../errors/network.js'
import { isUserRejectedError } from '../errors/rpc.js'
import { toErrorMessage } from '../errors/toErrorMessage.js'
import type { CaipNetwork } from '../networks/types.js'
import { getChainState } from '../state/chainStateAccess.js'
import { setActiveNamespace } from '../state/setActiveNamespace.js'
import type { Message } from '../state/types.js'
import { closeModal, pushView } from './modal.js'
import { reportError } from './reportError.js'
import { requireChainAdapter } from './requireChainAdapter.js'
import { setActiveNetwork } from './setActiveNetwork.js'
import { showAlertOnce } from './toast.js'

/**
 * Switches the active network. The same network is ignored (in another
 * namespace, that namespace just becomes the active one). With a connected address in that
 * namespace the adapter asks the wallet (EVM: switch, or add then switch); otherwise the network is
 * set locally.
 *
 * @throws The wallet's error (EIP-1193 4001 when declined); `ChainNotSupportedError` ('Chain is not
 *   supported') when it can neither switch nor add the chain, after the 'switch network not found'
 *   alert (once); `LatchError` 'Chain adapter not found' when connected in a namespace no
 *   adapter serves; `NetworkSwitchDisabledError` ('Network switching is disabled') with
 *   `enableNetworkSwitch: false`, before anything is asked or changed.
 */
export async function switchNetwork(
  context: LatchContext,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const namespace = caipNetwork.chainNamespace
  const chain = getChainState(context.stores, namespace)
  if (!chain) throw new LatchError(ErrorMessages.noActiveCaipNetwork)
  const sameNetwork = chain.networkState.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId
  if (sameNetwork && context.stores.chain.getState().activeNamespace === namespace) return
  if (!sameNetwork && !context.options.enableNetworkSwitch) {
    throw new NetworkSwitchDisabledError({ caipNetworkId: caipNetwork.caipNetworkId })
  }
  if (!sameNetwork && chain.accountState.address) {
    const adapter = requireChainAdapter(context, namespace)
    try {
      await adapter.switchNetwork({ caipNetwork })
    } catch (error) {
      // Spec §8: the wallet knows no such network and would not add it.
      if (error instanceof ChainNotSupportedError) {
        showAlertOnce(context, {
          type: 'SWITCH_NETWORK_NOT_FOUND',
          message: { key: 'error.switchNetworkNotFound' },
          variant: 'error',
        })
      }
      throw error
    }
  }
  setActiveNamespace(context, namespace)
  setActiveNetwork(context, namespace, caipNetwork)
  context.events.emit('SWITCH_NETWORK', { network: caipNetwork.caipNetworkId })
}

/**
 * The user picked a network in Networks or UnsupportedChain. Connected in the
 * active namespace but not in the target's: SwitchActiveChain ("Switch Chain") is shown, whose
 * button connects a wallet of that namespace ({@link connectForNetwork}). Connected in the target's
 * namespace on that very network: it just becomes active, without a prompt. Not connected: the
 * network is set and the modal goes back. Connected: SwitchNetwork is shown while the wallet is
 * asked; on success the modal returns to Account if it came from there, else closes; on failure the
 * view keeps the network and shows 'Switch declined' or the spec's error with a retry.
 *
 * @throws {NetworkSwitchDisabledError} 'Network switching is disabled' with `enableNetworkSwitch:
 *   false`, before anything changes.
 */
export async function selectNetwork(
  context: LatchContext,
  caipNetwork: CaipNetwork,
): Promise<void> {
  if (!context.options.enableNetworkSwitch) {
    throw new NetworkSwitchDisabledError({ caipNetworkId: caipNetwork.caipNetworkId })
  }
  const { stores } = context
  const namespace = caipNetwork.chainNamespace
  const chain = getChainState(stores, namespace)
  const { activeNamespace } = stores.chain.getState()
  if (
    namespace !== activeNamespace &&
    !chain?.accountState.address &&
    getChainState(stores, activeNamespace)?.accountState.address
  ) {
    pushView(context, 'SwitchActiveChain', { network: caipNetwork })
    return
  }
  if (!chain?.accountState.address) {
    await switchNetwork(context, caipNetwork)
    closeModal(context)
    return
  }
  if (chain.networkState.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId) {
    await switchNetwork(context, caipNetwork)
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
    const message: Message = isUserRejectedError(error)
      ? { key: 'switchNetwork.declined' }
      : toErrorMessage(error)
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
