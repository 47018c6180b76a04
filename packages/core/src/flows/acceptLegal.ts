import type { LatchContext } from '../client/context.js'

/**
 * Records whether the user ticked the terms checkbox (`features.legalCheckbox`, "I agree to
 * the Terms of Service and Privacy Policy"): until it is ticked, connecting is blocked
 * (`getLegalGate`, `getConnectLayout`). Kept for the client's lifetime.
 *
 * @param accepted - Whether the box is ticked (`false` when the user unticks it again).
 *
 * @example
 * import { acceptLegal } from '@latch/core/internal'
 *
 * acceptLegal(context, true)
 */
export function acceptLegal(context: LatchContext, accepted: boolean): void {
  context.stores.modal.setState({ legalAccepted: accepted })
}
