import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import { type Logger, pino } from 'pino'
import type { AuthLogLevel } from '../config.js'
import type { AuthMetrics, LoginMethod } from '../metrics/createAuthMetrics.js'
import type { AuthServerEnv } from './AuthServerEnv.js'

export type { Logger } from 'pino'

/**
 * Makes the auth server's logger: pino, one JSON object per line on standard output, with
 * `name: 'latch-auth-server'`.
 *
 * @param level The lowest level written (`LATCH_AUTH_LOG_LEVEL`); `silent` writes nothing.
 */
export function createAuthLogger(level: AuthLogLevel): Logger {
  return pino({ name: 'latch-auth-server', level })
}

const requestLogger = new AsyncLocalStorage<Logger>()
let defaultLogger: Logger | undefined

/**
 * Sets the logger {@link logServerError} uses outside any request: `createAuthServer` sets its
 * own (the last server made wins; a process runs one), tests a silent or capturing one.
 */
export function setDefaultLogger(logger: Logger): void {
  defaultLogger = logger
}

/**
 * Logs a failure at `error` level through the logger of the request being served (with its
 * request id), or outside any request through the default logger ({@link setDefaultLogger}; pino
 * at `info` until one is set). Never put emails, codes, tokens or IPs in `fields`.
 *
 * @param message What failed, in plain words.
 * @param error The error (serialized as `err`: type, message, stack), or `undefined`.
 */
export function logServerError(message: string, error: unknown, fields: object = {}): void {
  defaultLogger ??= createAuthLogger('info')
  const logger = requestLogger.getStore() ?? defaultLogger
  logger.error({ ...fields, ...(error !== undefined && { err: error }) }, message)
}

/** The login method a 200 answer of these routes means (a session issued by a login). */
const LOGIN_ROUTES: Record<string, LoginMethod> = {
  '/v1/email/verify': 'email',
  '/v1/passkeys/login/verify': 'passkey',
  '/v1/social/result': 'social',
  '/v1/farcaster/result': 'farcaster',
}

/** Routes probed often (load balancers, Prometheus): their lines are logged at `debug`. */
const PROBE_ROUTES = new Set(['/health', '/ready', '/metrics'])

/** An `X-Request-Id` a proxy set, kept when short and plain; otherwise a fresh UUID is used. */
const REQUEST_ID = /^[\w.-]{1,64}$/

/**
 * Middleware (first in the chain) that gives each request an id (a proxy's `X-Request-Id` when
 * plain, else a UUID; echoed as `X-Request-Id`), runs it with `logger` (so `logServerError`
 * names it), and once answered writes one line `{ requestId, method, route, status, ms }` (route
 * is the matched pattern, never the path or query; no IP, email, code or token) and counts it in
 * `metrics`: requests, latency, codes sent, logins and 429s by limit.
 */
export function observeRequests(logger: Logger, metrics: AuthMetrics) {
  return createMiddleware<AuthServerEnv>(async (context, next) => {
    const started = performance.now()
    const given = context.req.header('x-request-id')
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID()
    context.set('requestId', requestId)
    const child = logger.child({ requestId })
    await requestLogger.run(child, next)
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
