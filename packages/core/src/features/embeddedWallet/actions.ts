import type { LatchContext } from '../../client/context.js'
import { failAuthInit } from './failAuthInit.js'
import { embeddedWalletFeature, getEmbeddedWallet } from './index.js'
import type { EmailLoginResult } from './types.js'

/** Whether an embedded wallet is configured at all (`authUrl`, an eip155 adapter, not basic mode). */
export function hasEmbeddedWallet(context: LatchContext): boolean {
  return context.features.isAvailable(embeddedWalletFeature)
}

/**
 * Tells the embedded wallet where the secure frame's iframe lives: an element inside the modal that
 * stays mounted, or `null` once it unmounts. Nothing without an embedded wallet.
 */
export function setAuthFrameContainer(context: LatchContext, element: HTMLElement | null): void {
  if (hasEmbeddedWallet(context)) getEmbeddedWallet(context).setContainer(element)
}

/**
 * Starts loading the secure frame (the email form or the social buttons show), so a login is
 * quick and the auth server's social logins are known. Never rejects.
 */
export function prepareEmbeddedLogin(context: LatchContext): void {
  if (!hasEmbeddedWallet(context)) return
  getEmbeddedWallet(context)
    .load()
    .catch((error) => context.logger.warn('The auth frame did not load', error))
}

/**
 * Sends a one-time code to `email`, then shows Confirm Email with the secure frame, where the user
 * types the code; once it is right, the embedded wallet connects. Never rejects: a frame that does
 * not load (or no embedded wallet) is the toast 'A problem occurred while trying initialize
 * authentication'.
 * @returns `{ ok: true, session }` or `{ ok: false, message }` for the view to show.
 */
export async function sendEmailCode(
  context: LatchContext,
  email: string,
): Promise<EmailLoginResult> {
  const api = await context.features.load(embeddedWalletFeature)
  if (api) return api.sendEmailCode(email)
  return failAuthInit(
    context,
    new Error(
      hasEmbeddedWallet(context) ? 'The embedded wallet did not load' : 'No authUrl is configured',
    ),
  )
}
