import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import type { DevWalletApproval } from './types.ts'

/**
 * The user at a dev wallet's prompt: `nextApproval` (`'approve'` unless set) says how the next
 * prompt is answered, once.
 *
 * @returns `nextApproval`, readable and settable, and `prompt()`, which consumes it, then resolves,
 *   rejects with {@link DevWalletRpcError} 4001 'User rejected the request.', or never settles
 *   (`'hang'`).
 * @example
 * const user = createDevWalletPrompt()
 * user.nextApproval = 'reject'
 * await user.prompt() // throws 4001; the next prompt approves
 */
export function createDevWalletPrompt() {
  let nextApproval: DevWalletApproval = 'approve'
  return {
    get nextApproval() {
      return nextApproval
    },
    set nextApproval(mode: DevWalletApproval) {
      nextApproval = mode
    },
    async prompt(): Promise<void> {
      const mode = nextApproval
      nextApproval = 'approve'
      if (mode === 'reject') throw DevWalletRpcError.userRejected()
      if (mode === 'hang') await new Promise<never>(() => {})
    },
  }
}
