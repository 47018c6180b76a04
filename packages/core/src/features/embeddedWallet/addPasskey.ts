import type { FeatureDefinition, LatchContext } from '../../client/context.js'
import type { EmbeddedWalletApi } from './createEmbeddedWalletApi.js'

/**
 * Adds a passkey to the connected embedded wallet's user (Account's "Add a passkey"): loads the
 * embedded wallet, then shows Add a passkey with the secure frame (see
 * `EmbeddedWalletApi.addPasskey`). Never rejects: without an embedded wallet nothing happens, nor
 * when its chunk does not load (the registry logs 'Could not load embeddedWallet').
 * @param embeddedWallet - The client's `embeddedWalletFeature` (views reach it through the client,
 *   so their chunks do not share the embedded wallet's start-up module).
 */
export async function addPasskey(
  context: LatchContext,
  embeddedWallet: FeatureDefinition<EmbeddedWalletApi>,
): Promise<void> {
  await (await context.features.load(embeddedWallet))?.addPasskey()
}
