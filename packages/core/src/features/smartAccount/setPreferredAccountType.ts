import type { ChainNamespace } from '../../caip/types.js'
import type { LatchContext } from '../../client/context.js'
import { LatchError } from '../../errors/base.js'
import { showToast } from '../../flows/toast.js'
import type { PreferredAccountType } from '../../options/types.js'
import { getChainState, patchAccountState } from '../../state/chainStateAccess.js'
import {
  applyAccounts,
  isEmbeddedConnected,
  registeredSession,
} from '../embeddedWallet/accountSync.js'
import { isAccountTypeOf, storePreferredAccountType } from './preferredAccountTypes.js'

/**
 * Changes a namespace's preferred account type ("Preferred account type change"). With
 * the embedded wallet connected in eip155: `smartAccount` on a network without smart accounts (not
 * in `smartAccountEnabledNetworks`) shows the error toast 'This application might not support
 * Smart Accounts' and changes nothing; else the account's `status` is `'connecting'` (its address
 * still shown) while the type is stored (it survives a reload and is the frame's at its next
 * load), the frame switches (`setAccountType`) and the account is synced again from its answer
 * (address, `allAccounts` with their types, `smartAccountDeployed`, balance). Without it, the type
 * is only stored. Then emits SET_PREFERRED_ACCOUNT_TYPE `{ accountType, network }` (the active
 * CAIP-2 network id). A frame that fails to switch is logged and shows the error toast 'Unknown
 * error'; the stored type stays.
 * @throws {LatchError} named `InvalidParameterError`: `Invalid parameter \`accountType\`: must be an account type of
 *   {namespace}` (eip155: `'eoa'` or `'smartAccount'`).
 */
export async function setPreferredAccountType(
  context: LatchContext,
  accountType: PreferredAccountType,
  namespace: ChainNamespace = 'eip155',
): Promise<void> {
  const { stores } = context
  if (!isAccountTypeOf(namespace, accountType)) {
    // Worded as InvalidParameterError (that class stays in the startup chunk).
    const error = new LatchError(
      `Invalid parameter \`accountType\`: must be an account type of ${namespace}`,
    )
    error.name = 'InvalidParameterError'
    throw error
  }
  const chain = getChainState(stores, namespace)
  const network = chain?.networkState.caipNetwork
  const session =
    namespace === 'eip155' && isEmbeddedConnected(context) ? registeredSession(context) : undefined
  if (
    session &&
    accountType === 'smartAccount' &&
    !chain?.networkState.smartAccountEnabledNetworks?.includes(Number(network?.id))
  ) {
    showToast(context, { message: { key: 'error.smartAccountsUnsupported' }, variant: 'error' })
    return
  }
  storePreferredAccountType(context, namespace, accountType)
  patchAccountState(stores, namespace, { preferredAccountTypes: accountType })
  if (session && (accountType === 'eoa' || accountType === 'smartAccount')) {
    patchAccountState(stores, namespace, { status: 'connecting' })
    try {
      applyAccounts(context, await session.setAccountType(accountType), { refreshBalance: true })
    } catch (error) {
      context.logger.warn('The embedded wallet did not switch its account type', error)
      showToast(context, { message: { key: 'error.unknownError' }, variant: 'error' })
    } finally {
      if (getChainState(stores, namespace)?.accountState.address) {
        patchAccountState(stores, namespace, { status: 'connected' })
      }
    }
  }
  context.events.emit('SET_PREFERRED_ACCOUNT_TYPE', {
    accountType,
    network: network?.caipNetworkId,
  })
}
