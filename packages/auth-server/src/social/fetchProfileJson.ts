import type * as z from 'zod'
import { PROVIDER_TIMEOUT_MS, SocialError } from './types.js'

/**
 * GETs a provider API resource with the login's access token (`Authorization: Bearer`,
 * `User-Agent: latch-auth-server`, which GitHub requires) and parses it with `schema`.
 *
 * @throws {SocialError} `provider_unavailable` on a network error, a timeout (10 s) or a 5xx;
 *   `provider_error` on any other non-2xx answer or a body `schema` refuses.
 */
export async function fetchProfileJson<T>(
  url: string,
  accessToken: string,
  schema: z.ZodType<T>,
): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        'user-agent': 'latch-auth-server',
      },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
  } catch (error) {
    throw new SocialError('provider_unavailable', { cause: error })
  }
  if (!response.ok) {
    const reason = response.status >= 500 ? 'provider_unavailable' : 'provider_error'
    throw new SocialError(reason, { cause: new Error(`GET ${url} answered ${response.status}`) })
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw new SocialError('provider_error', { cause: parsed.error })
  return parsed.data
}
