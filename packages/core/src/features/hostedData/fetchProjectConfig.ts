import * as z from 'zod/mini'
import type { ApiClient } from '../../api/createApiClient.js'
import type { RemoteFeatureConfig } from './resolveRemoteFeatures.js'

/**
 * Reads the project's remote feature config from the hosted API.
 * @returns The feature entries; `[]` when the project has none.
 * Entries that are not `{ id, isEnabled, config }` are dropped.
 * @throws as {@link ApiClient.get}.
 */
export async function fetchProjectConfig(api: ApiClient): Promise<RemoteFeatureConfig[]> {
  const body = await api.get('appkit/v1/config', projectConfig)
  // One malformed entry costs only itself: the others still apply.
  return (body.features ?? []).flatMap((entry) => {
    const parsed = featureEntry.safeParse(entry)
    return parsed.success ? [parsed.data as RemoteFeatureConfig] : []
  })
}

const projectConfig = z.looseObject({ features: z.optional(z.nullable(z.array(z.unknown()))) })
const featureEntry = z.looseObject({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.nullable(z.array(z.string())),
})
const allowedOrigins = z.looseObject({
  allowedOrigins: z.optional(z.nullable(z.array(z.string().check(z.maxLength(2048))))),
})

/**
 * Reads the origins the project allows (needed for the embedded-wallet and social
 * features).
 * @throws as {@link ApiClient.get}.
 */
export async function fetchAllowedOrigins(api: ApiClient): Promise<string[]> {
  const body = await api.get('projects/v1/origins', allowedOrigins)
  return body.allowedOrigins ?? []
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
