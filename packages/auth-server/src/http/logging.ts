import { randomUUID } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import type { Logger } from 'pino'
import type { AuthMetrics, LoginMethod } from '../metrics/createAuthMetrics.js'
import type { AuthServerEnv } from './AuthServerEnv.js'
import { runWithRequestLogger } from './loggingErrors.js'

/** The login method a 200 answer of these routes means (a session issued by a login). */
const LOGIN_ROUTES: Record<string, LoginMethod> = {
  '/v1/email/verify': 'email',
  '/v1/passkeys/login/verify': 'passkey',
  '/v1/social/result': 'social',
  '/v1/farcaster/result': 'farcaster',
}

/** Routes probed often (load balancers, Prometheus): their lines are logged at `debug`. */
const PROBE_ROUTES = new Set(['/health', '/ready', '/metrics'])

/** An `X-Request-Id` a trusted proxy set, kept when short and plain; otherwise a fresh UUID. */
const REQUEST_ID = /^[\w.-]{1,64}$/

/**
 * Middleware (first in the chain) that gives each request an id (with `trustProxy`, the proxy's
 * `X-Request-Id` when plain; otherwise a UUID, so a client cannot pick its id; echoed as
 * `X-Request-Id`), runs it with `logger` (so `logServerError`
 * names it), and once answered writes one line `{ requestId, method, route, status, ms }` (route
 * is the matched pattern, never the path or query; no IP, email, code or token) and counts it in
 * `metrics`: requests, latency, codes sent, logins and 429s by limit.
 *
 * @param trustProxy Whether a proxy sits in front (`LATCH_AUTH_TRUST_PROXY` ≥ 1).
 */
export function observeRequests(logger: Logger, metrics: AuthMetrics, trustProxy: boolean) {
  return createMiddleware<AuthServerEnv>(async (context, next) => {
    const started = performance.now()
    const given = trustProxy ? context.req.header('x-request-id') : undefined
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID()
    context.set('requestId', requestId)
    const child = logger.child({ requestId })
    await runWithRequestLogger(child, next)
    context.header('X-Request-Id', requestId)
    const seconds = (performance.now() - started) / 1000
    const matched = routePath(context)
    const route = matched === '*' || matched === '/*' || matched === '' ? 'unmatched' : matched
    const { method } = context.req
    const status = context.res.status
    metrics.requests.inc({ method, route, status: String(status) })
    metrics.duration.observe({ method, route }, seconds)
    if (status === 200 && route === '/v1/email/code') metrics.codesSent.inc()
    const login = LOGIN_ROUTES[route]
    if (status === 200 && login) metrics.logins.inc({ method: login })
    const limit = context.get('rateLimited')
    if (status === 429 && limit) metrics.rateLimited.inc({ limit })
    const line = { method, route, status, ms: Math.round(seconds * 10_000) / 10 }
    if (PROBE_ROUTES.has(route)) child.debug(line, 'request')
    else if (status >= 500) child.error(line, 'request')
    else child.info(line, 'request')
  })
}
