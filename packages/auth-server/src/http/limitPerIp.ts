import type { Context } from 'hono'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import { consumeRateLimit, isFirstRefusal } from '../rateLimit/consumeRateLimit.js'
import { rateLimitSubject } from '../rateLimit/rateLimitSubject.js'
import type { AuthServerDependencies, AuthServerEnv } from './AuthServerEnv.js'
import { rateLimitedResponse } from './rateLimitedResponse.js'

/**
 * Counts a request against a per-IP limit (key `{name}:ip:{subject}`, the configured window);
 * over it, writes one `rate_limited` audit row per key and window (`detail.limit` `{name}:ip`)
 * and answers 429 `rate_limited` with `Retry-After`.
 *
 * @param name The limit's name, e.g. `social:start` or `passkey:options`.
 * @param limit Requests allowed per IP and window.
 * @returns The 429 response, or `undefined` when the request may go on.
 */
export async function limitPerIp(
  { sql, config }: Pick<AuthServerDependencies, 'sql' | 'config'>,
  context: Context<AuthServerEnv>,
  name: string,
  limit: number,
): Promise<Response | undefined> {
  const now = config.now()
  const key = `${name}:ip:${rateLimitSubject(context.get('requestOrigin').ip)}`
  const { windowSeconds } = config.rateLimits
  const outcome = await consumeRateLimit(sql, { key, limit, windowSeconds, now })
  if (outcome.allowed) return undefined
  if (await isFirstRefusal(sql, { key, windowSeconds, now })) {
    await writeAuditEvent(sql, context.get('requestOrigin'), {
      event: 'rate_limited',
      detail: { limit: `${name}:ip` },
    })
  }
  return rateLimitedResponse(context, outcome.retryAfter, `${name}:ip`)
}
