import type { RemoteFeatureConfig } from '../options/resolveRemoteFeatures.js'
import type { ApiClient } from './createApiClient.js'

/**
 * Reads the project's remote feature config (spec §5) from the hosted API.
 * @returns The feature entries; `[]` when the project has none.
 * @throws as {@link ApiClient.get}.
 */
export async function fetchProjectConfig(api: ApiClient): Promise<RemoteFeatureConfig[]> {
  const body = await api.get<{ features?: RemoteFeatureConfig[] }>('appkit/v1/config')
  return Array.isArray(body.features) ? body.features : []
}

/**
 * Reads the origins the project allows (spec §5: needed for the embedded-wallet and social
 * features).
 * @throws as {@link ApiClient.get}.
 */
export async function fetchAllowedOrigins(api: ApiClient): Promise<string[]> {
  const body = await api.get<{ allowedOrigins?: string[] }>('projects/v1/origins')
  return Array.isArray(body.allowedOrigins) ? body.allowedOrigins : []
}

/**
 * Whether `origin` is allowed: an exact match, or a `*.` wildcard matching a subdomain
 * (`https://*.example.org` allows `https://app.example.org`). Localhost is always allowed.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const url = URL.canParse(origin) ? new URL(origin) : undefined
  if (!url) return false
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return true
  return allowedOrigins.some((allowed) => {
    if (allowed === origin) return true
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(allowed)
    return Boolean(
      wildcard && `${url.protocol}//` === wildcard[1] && url.hostname.endsWith(`.${wildcard[2]}`),
    )
  })
}
