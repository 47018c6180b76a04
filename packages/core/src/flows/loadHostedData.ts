import { createApiClient } from '../api/createApiClient.js'
import {
  fetchAllowedOrigins,
  fetchProjectConfig,
  isOriginAllowed,
} from '../api/fetchProjectConfig.js'
import { fetchWalletRegistry } from '../api/fetchWalletRegistry.js'
import type { LatchContext } from '../client/context.js'
import { DEFAULT_API_URL } from '../constants.js'
import { resolveRemoteFeatures } from '../options/resolveRemoteFeatures.js'
import { mergeWalletLists } from '../wallets/mergeWalletLists.js'
import { walletCatalogue } from '../wallets/walletCatalogue.js'
import { showAlertOnce } from './toast.js'

/**
 * Fetches what the hosted API adds, once, on the first `open()` and only with a project id
 * (DESIGN.md §6): the wallet registry (merged over the bundled catalogue), the project config
 * (remote features, spec §5) and, when email or socials end up on, the allowed origins (the
 * 'invalid app configuration' alert when this page's origin is not among them). Every failure is
 * logged and leaves the offline defaults in place; nothing here blocks the modal.
 */
export async function loadHostedData(context: LatchContext): Promise<void> {
  const { projectId, apiUrl = DEFAULT_API_URL, basic } = context.options
  if (!projectId || basic || context.hostedDataRequested) return
  context.hostedDataRequested = true
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
  await Promise.all([registry, config])
}
