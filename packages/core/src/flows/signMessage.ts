import type { LatchContext } from '../client/context.js'
import { LatchError } from '../errors/base.js'
import { AdapterNotFoundError, NoActiveCaipAddressError } from '../errors/chain.js'
import { ErrorMessages } from '../errors/messages.js'
import { isUserRejectedError } from '../errors/rpc.js'
import { toErrorMessage } from '../errors/toErrorMessage.js'
import { getActiveChainState } from '../state/chainStateAccess.js'
import { showToast } from './toast.js'

/**
 * Signs a UTF-8 message with the connected wallet of the active namespace (EVM: `personal_sign`,
 * EIP-191). When the user declines (EIP-1193 4001) the error toast 'Signature declined' (spec §8) is
 * shown; other failures show what the error says in the locale (a wallet's `walletError.*`),
 * else 'Unknown error' (the short message in debug mode).
 *
 * @param parameters.message - The text to sign.
 * @returns The signature as `0x`-prefixed hex.
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' when nothing is connected.
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
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError(namespace)
  try {
    return await adapter.signMessage({ message: parameters.message, address })
  } catch (error) {
    if (isUserRejectedError(error)) {
      showToast(context, { message: { key: 'error.signatureDeclined' }, variant: 'error' })
      throw new LatchError(ErrorMessages.signatureDeclined, { cause: error })
    }
    context.logger.error('Signing failed', error)
    const short = error instanceof Error ? error.message.split('\n')[0] : undefined
    showToast(context, {
      message:
        context.options.debug && short
          ? { key: 'toast.text', values: { text: short } }
          : toErrorMessage(error),
      variant: 'error',
    })
    throw error
  }
}
