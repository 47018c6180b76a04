import type { LatchContext } from '../../client/context.js'
import { embeddedWalletFeature, getEmbeddedWallet } from './index.js'

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
