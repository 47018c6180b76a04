import { createArcticProvider } from './arcticProviders.js'
import { createOidcProvider } from './oidcProvider.js'
import type { SocialProviderConfig } from './socialConfig.js'
import type { SocialProvider } from './types.js'

/** The redirect URI a provider `id` is registered with: `{publicUrl}/v1/social/{id}/callback`. */
export function socialRedirectUri(publicUrl: string, id: string): string {
  return new URL(`/v1/social/${id}/callback`, publicUrl).href
}

/**
 * Builds the configured providers (OpenID Connect through openid-client, the others through
 * arctic), keyed by id in configuration order. Nothing is fetched here: OIDC discovery runs at
 * each provider's first login.
 *
 * @param configs `LATCH_AUTH_SOCIAL_PROVIDERS`, parsed by `parseSocialProviders`.
 * @param parameters.publicUrl The auth server's public origin (`LATCH_AUTH_PUBLIC_URL`).
 * @param parameters.now The server's clock.
 */
export function createSocialProviders(
  configs: readonly SocialProviderConfig[],
  parameters: { publicUrl: string; now?: () => Date },
): Map<string, SocialProvider> {
  return new Map(
    configs.map((config) => {
      const redirectUri = socialRedirectUri(parameters.publicUrl, config.id)
      const provider =
        config.kind === 'oidc'
          ? createOidcProvider(config, { redirectUri })
          : createArcticProvider(config, { redirectUri, now: parameters.now })
      return [config.id, provider]
    }),
  )
}
