import type { Context } from 'hono'

/** 429 `{ error: 'rate_limited', retryAfter }` with a `Retry-After` header (seconds). */
export function rateLimitedResponse(context: Context, retryAfter: number): Response {
  context.header('Retry-After', String(retryAfter))
  return context.json({ error: 'rate_limited', retryAfter }, 429)
}
