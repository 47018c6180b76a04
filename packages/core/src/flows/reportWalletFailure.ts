import type { LatchContext } from '../client/context.js'
import { LatchError } from '../errors/base.js'
import { ErrorMessages } from '../errors/messages.js'
import { isUserRejectedError } from '../errors/rpc.js'
import { toErrorMessage } from '../errors/toErrorMessage.js'
import { showToast } from './toast.js'

/**
 * Reports a wallet request that failed (a signature, a transaction) and returns what to throw.
 * When the user declined (EIP-1193 4001) it toasts 'Signature declined' and returns a
 * `LatchError` 'Signature declined' whose `cause` is the wallet's error. Any other failure is
 * logged at `error` as `what`, toasted as what the error says in the locale (a wallet's
 * `walletError.*`, else 'Unknown error'; in debug mode the error's first line), and returned as is.
 *
 * @param what - The log line, e.g. 'Signing failed'.
 * @param error - What the wallet (or adapter) threw.
 * @returns The error to throw.
 *
 * @example
 * try {
 *   return await adapter.signMessage({ message, address })
 * } catch (error) {
 *   throw reportWalletFailure(context, 'Signing failed', error)
 * }
 */
export function reportWalletFailure(context: LatchContext, what: string, error: unknown): unknown {
  if (isUserRejectedError(error)) {
    showToast(context, { message: { key: 'error.signatureDeclined' }, variant: 'error' })
    return new LatchError(ErrorMessages.signatureDeclined, { cause: error })
  }
  context.logger.error(what, error)
  const short = error instanceof Error ? error.message.split('\n')[0] : undefined
  showToast(context, {
    message:
      context.options.debug && short
        ? { key: 'toast.text', values: { text: short } }
        : toErrorMessage(error),
    variant: 'error',
  })
  return error
}
