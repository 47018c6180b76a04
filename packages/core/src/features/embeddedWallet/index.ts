import type { LatchContext } from '../../client/context.js'
import type { FeatureDefinition } from '../../client/defineFeature.js'
import { createEmbeddedWallet, type EmbeddedWallet } from './createEmbeddedWallet.js'
import type { EmbeddedWalletApi } from './createEmbeddedWalletApi.js'
import { readSocialResult } from './social/readSocialResult.js'
import type { AuthSession } from './types.js'

/** Each client's start-up part of the embedded wallet (its provider, the frame's container). */
const wallets = new WeakMap<LatchContext, EmbeddedWallet>()

/**
 * The embedded wallet (email login and the secure auth frame): on with an `authUrl`, an eip155
 * adapter and not basic mode. Start-up carries only its provider and the frame's container
 * ({@link getEmbeddedWallet}); the frame, the login and the approvals are a lazy chunk.
 */
export const embeddedWalletFeature = {
  key: 'embeddedWallet',
  isAvailable: ({ options, adapters }) =>
    Boolean(options.authUrl) && adapters.has('eip155') && !options.basic,
  load: async (context) => {
    // An email login's connection is synced by the connection flows: they load with it.
    const [module] = await Promise.all([
      import('./createEmbeddedWalletApi.js'),
      context.features.load(context.kernel.connectionFlows),
    ])
    return module.createEmbeddedWalletApi(context, getEmbeddedWallet(context))
  },
  // A social login ended on this page (the login popup, or a redirect-mode login come back): the
  // parameter leaves the address bar before anything renders; the lazy chunk finishes the login.
  start: (context) => {
    const result = readSocialResult()
    if (result) {
      void context.features.load(embeddedWalletFeature).then((api) => api?.takeSocialResult(result))
    }
    return undefined
  },
} satisfies FeatureDefinition<EmbeddedWalletApi>

/**
 * The client's embedded wallet start-up part, made on first call: the EIP-1193 provider the
 * adapters connect `ID_AUTH` through (eip155 as it is, solana with its `solana_*` methods; its
 * first request loads the feature, then the frame) and the frame's container. Call only when {@link embeddedWalletFeature} is available.
 */
export function getEmbeddedWallet(context: LatchContext): EmbeddedWallet {
  let wallet = wallets.get(context)
  if (!wallet) {
    wallet = createEmbeddedWallet({
      createSession: async () => {
        const api = await context.features.load(embeddedWalletFeature)
        if (!api) throw new Error('The embedded wallet did not load')
        return api.createSession()
      },
    })
    wallets.set(context, wallet)
  }
  return wallet
}

/** The session with the secure frame if it was asked for already (never starts loading it). */
export function loadedAuthSession(context: LatchContext): Promise<AuthSession> | undefined {
  return wallets.get(context)?.loaded()
}
