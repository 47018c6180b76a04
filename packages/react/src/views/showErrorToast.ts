import { LatchError } from '@latch/core'
import type { LatchClientInternal } from '@latch/core/internal'

/**
 * A view's catch for a client promise that may reject (`selectNetwork`…): the failure becomes an
 * error toast, never an unhandled rejection (spec §8): a {@link LatchError}'s short message as it
 * is ('Network switching is disabled'), anything else 'Unknown error'.
 */
export function showErrorToast(client: Pick<LatchClientInternal, 'showToast'>, error: unknown) {
  client.showToast({
    message:
      error instanceof LatchError
        ? { key: 'toast.text', values: { text: error.shortMessage } }
        : { key: 'error.unknownError' },
    variant: 'error',
  })
}
