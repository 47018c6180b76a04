import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { AuthServerEnv } from '../http/AuthServerEnv.js'
import type { AuthMetrics } from './createAuthMetrics.js'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * `GET /metrics`: the Prometheus text exposition of `metrics.registry`, only when `token` is set
 * and the request brings `Authorization: Bearer <token>`; otherwise 404 `not_found`, as if the
 * route did not exist (the token is compared in constant time).
 *
 * @param token `LATCH_AUTH_METRICS_TOKEN`, or `undefined` when metrics are not served.
 */
export function metricsRoutes({
  token,
  metrics,
}: {
  token: string | undefined
  metrics: AuthMetrics
}) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`)
  return new Hono<AuthServerEnv>().get('/metrics', async (context) => {
    const given = context.req.header('authorization')
    if (!expected || given === undefined || !timingSafeEqual(digest(given), expected))
      return context.json({ error: 'not_found' }, 404)
    context.header('Content-Type', metrics.registry.contentType)
    return context.body(await metrics.registry.metrics())
  })
}
