import { type LatchClientInternal, toErrorMessage } from '@latch/core/internal'

/**
 * A view's catch for a client promise that may reject (`selectNetwork`…): the failure becomes an
 * error toast, never an unhandled rejection, through core's `toErrorMessage`: the
 * error's own key (a wallet's `walletError.*`), a catalogued text as its translated key ('Network
 * switching is disabled'), anything else 'Unknown error'.
 */
export function showErrorToast(client: Pick<LatchClientInternal, 'showToast'>, error: unknown) {
  client.showToast({ message: toErrorMessage(error), variant: 'error' })
}
