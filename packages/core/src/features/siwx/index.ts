import type { FeatureDefinition } from '../../client/defineFeature.js'

/**
 * Sign in with X: signing in, cancelling and signing out are a lazy chunk loaded by
 * the first of them. Always available: without the `siwx` option they report 'SIWX is not enabled'
 * as before. The check that opens SIWXSignMessage after connecting (`checkSignIn`) is a few lines
 * of startup code loading the session-reading part of that chunk only with the `siwx` option.
 */
export const siwxFeature = {
  key: 'siwx',
  load: async (context) => (await import('./createSiwxApi.js')).createSiwxApi(context),
} satisfies FeatureDefinition
