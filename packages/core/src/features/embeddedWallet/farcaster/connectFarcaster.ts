import type { LatchContext } from '../../../client/context.js'
import { pushView } from '../../../flows/modal.js'

/**
 * Starts a Farcaster login: shows ConnectingFarcaster (or stays there, e.g. "Try again"), then
 * runs `farcasterLogin` (the relay channel's URL, the wait for the Farcaster app, the connection).
 * Never throws: failures are ConnectingFarcaster's `farcaster` status and `error`.
 * @param farcasterLogin - The embedded wallet's login (see `createFarcasterLogins`).
 */
export function connectFarcaster(context: LatchContext, farcasterLogin: () => Promise<void>): void {
  if (context.stores.router.getState().view !== 'ConnectingFarcaster') {
    pushView(context, 'ConnectingFarcaster', { farcaster: 'starting' })
  }
  void farcasterLogin()
}
