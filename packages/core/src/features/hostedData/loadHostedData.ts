import { createApiClient } from '../../api/createApiClient.js'
import type { LatchContext } from '../../client/context.js'
import type { FeatureApi } from '../../client/defineFeature.js'
import { DEFAULT_API_URL } from '../../featureConstants.js'
import { showAlertOnce } from '../../flows/toast.js'
import { mergeWalletLists } from '../../wallets/mergeWalletLists.js'
import { walletCatalogue } from '../../wallets/walletCatalogue.js'
import { fetchAllowedOrigins, fetchProjectConfig, isOriginAllowed } from './fetchProjectConfig.js'
import { fetchWalletRegistry } from './fetchWalletRegistry.js'
import { resolveRemoteFeatures } from './resolveRemoteFeatures.js'

/** The hosted data feature's API: what it fetched, settled. */
export type HostedData = FeatureApi & {
  /** Settles (never rejects) once the registry and the project config are in the stores or failed. */
  loaded: Promise<void>
}

/**
 * Fetches what the hosted API adds; the feature registry calls it once per client, on the first
 * `open()` and only with a project id:
 * the wallet registry (merged over the bundled catalogue), the project config
 * (remote features) and, when email or socials end up on, the allowed origins (the
 * 'invalid app configuration' alert when this page's origin is not among them). Every failure is
 * logged and leaves the offline defaults in place; nothing here blocks the modal.
 */
export function loadHostedData(context: LatchContext): HostedData {
  const { projectId, apiUrl = DEFAULT_API_URL, basic } = context.options
  const api = createApiClient({ baseUrl: apiUrl, projectId })
  const { wallets } = context.stores
  const registry = fetchWalletRegistry(api)
    .then((entries) => wallets.setState({ catalogue: mergeWalletLists(walletCatalogue, entries) }))
    .catch((error) =>
      context.logger.warn('The wallet registry is unavailable; using the bundled catalogue', error),
    )
  const config = fetchProjectConfig(api)
    .then(async (remote) => {
      const remoteFeatures = resolveRemoteFeatures({
        local: context.options.remoteFeatures,
        remote,
        basic,
        hasProjectId: true,
        logger: context.logger,
      })
      wallets.setState({ remoteFeatures })
      if (!remoteFeatures.email && !remoteFeatures.socials) return
      const origin = typeof location === 'undefined' ? undefined : location.origin
      if (origin && !isOriginAllowed(origin, await fetchAllowedOrigins(api))) {
        showAlertOnce(context, {
          type: 'INVALID_APP_CONFIGURATION',
          message: { key: 'error.invalidAppConfiguration' },
          variant: 'error',
        })
      }
    })
    .catch((error) =>
      context.logger.warn('The project config is unavailable; using local features', error),
    )
  return { loaded: Promise.all([registry, config]).then(() => {}) }
}
