import type { FeatureDefinition, LatchContext } from '../../client/context.js'
import type { EmbeddedWalletApi } from './createEmbeddedWalletApi.js'
import { failAuthInit } from './failAuthInit.js'
import type { EmailLoginResult } from './types.js'

/**
 * Sends a one-time code to `email`, then shows Confirm Email with the secure frame, where the user
 * types the code; once it is right, the embedded wallet connects. Never rejects: a frame that does
 * not load (or no embedded wallet) is the toast 'A problem occurred while trying initialize
 * authentication' (`error.authInitFailed`).
 * @param embeddedWallet - The client's `embeddedWalletFeature` (views reach it through the client,
 *   so their chunks do not share the embedded wallet's start-up module).
 * @returns `{ ok: true, session }` or `{ ok: false, message }` for the view to show.
 */
export async function requestEmailCode(
  context: LatchContext,
  embeddedWallet: FeatureDefinition<EmbeddedWalletApi>,
  email: string,
): Promise<EmailLoginResult> {
  const api = await context.features.load(embeddedWallet)
  if (api) return api.sendEmailCode(email)
  const available = context.features.isAvailable(embeddedWallet)
  return failAuthInit(
    context,
    new Error(available ? 'The embedded wallet did not load' : 'No authUrl is configured'),
  )
}
