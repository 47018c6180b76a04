import type { Context } from 'hono'
import type { AuthServerEnv } from './AuthServerEnv.js'

/**
 * 429 `{ error: 'rate_limited', retryAfter }` with a `Retry-After` header (seconds); `limit`, the
 * limit's name without its subject (e.g. `code:ip`), is kept on the request for the metrics.
 */
export function rateLimitedResponse(
  context: Context<AuthServerEnv>,
  retryAfter: number,
  limit: string,
): Response {
  context.set('rateLimited', limit)
  context.header('Retry-After', String(retryAfter))
  return context.json({ error: 'rate_limited', retryAfter }, 429)
}
