import type { LatchContext } from '../client/context.js'
import { NoActiveCaipAddressError } from '../errors/chain.js'
import { getActiveChainState } from '../state/chainStateAccess.js'
import { reportWalletFailure } from './reportWalletFailure.js'
import { requireChainAdapter } from './requireChainAdapter.js'

/**
 * Signs a UTF-8 message with the connected wallet of the active namespace (EVM: `personal_sign`,
 * EIP-191). When the user declines (EIP-1193 4001) the error toast 'Signature declined' is
 * shown; other failures show what the error says in the locale (a wallet's `walletError.*`),
 * else 'Unknown error' (the short message in debug mode).
 *
 * @param parameters.message - The text to sign.
 * @returns The signature as `0x`-prefixed hex.
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' when nothing is connected.
 * @throws {LatchError} 'Chain adapter not found' without an adapter for the namespace.
 * @throws {LatchError} 'Signature declined' when the user declines; its `cause` is the wallet's error.
 */
export async function signMessage(
  context: LatchContext,
  parameters: { message: string },
): Promise<string> {
  const { stores } = context
  const namespace = stores.chain.getState().activeNamespace
  const address = getActiveChainState(stores)?.accountState.address
  if (!address) throw new NoActiveCaipAddressError()
  const adapter = requireChainAdapter(context, namespace)
  try {
    return await adapter.signMessage({ message: parameters.message, address })
  } catch (error) {
    throw reportWalletFailure(context, 'Signing failed', error)
  }
}
