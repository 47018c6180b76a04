import { formatCaipAddress } from '../caip/parseCaipAddress.js'
import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { LatchError } from '../errors/base.js'
import { NoActiveCaipAddressError } from '../errors/chain.js'
import { ErrorMessages } from '../errors/messages.js'
import { toAddressExplorerUrl } from '../format/toExplorerUrl.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'
import { syncBalance } from './syncBalance.js'

/**
 * Switches to another account the connected wallet shared in a namespace (spec §4 "Switching
 * account": the connector is already active, so the address becomes `namespace:chainId:address`),
 * e.g. a Bitcoin wallet's ordinals account after its payment one. The balance is read again.
 *
 * @param parameters.namespace - Defaults to the active namespace.
 * @param parameters.address - One of that namespace's `allAccounts`.
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' when the namespace is not connected.
 * @throws {LatchError} 'Invalid CAIP Address' when the wallet did not share `address`.
 */
export function switchAccount(
  context: LatchContext,
  parameters: { namespace?: ChainNamespace; address: string },
): void {
  const { stores } = context
  const namespace = parameters.namespace ?? stores.chain.getState().activeNamespace
  const chain = getChainState(stores, namespace)
  const caipNetwork = chain?.networkState.caipNetwork
  if (!chain?.accountState.address || !caipNetwork) throw new NoActiveCaipAddressError()
  if (!chain.accountState.allAccounts.some((account) => account.address === parameters.address)) {
    throw new LatchError(ErrorMessages.invalidCaipAddress, {
      details: `The wallet did not share ${parameters.address} in ${namespace}.`,
    })
  }
  if (chain.accountState.address === parameters.address) return
  const explorer = caipNetwork.blockExplorers?.default.url
  patchAccountState(stores, namespace, {
    address: parameters.address,
    caipAddress: formatCaipAddress(namespace, caipNetwork.id, parameters.address),
    balance: undefined,
    addressExplorerUrl: toAddressExplorerUrl(explorer, parameters.address),
  })
  void syncBalance(context, namespace)
}
