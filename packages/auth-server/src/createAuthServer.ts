import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import { createFarcasterClient } from './farcaster/createFarcasterClient.js'
import type { AuthServerDependencies, AuthServerEnv } from './http/AuthServerEnv.js'
import { bindRefreshTokenKey } from './http/bindRefreshTokenKey.js'
import { observeRequests } from './http/logging.js'
import { createAuthLogger, sanitizeError, setDefaultLogger } from './http/loggingErrors.js'
import { readClientIp } from './http/readClientIp.js'
import { createAuthMetrics } from './metrics/createAuthMetrics.js'
import { metricsRoutes } from './metrics/metricsRoutes.js'
import { emailRoutes } from './routes/emailRoutes.js'
import { farcasterRoutes } from './routes/farcasterRoutes.js'
import { frameRoutes } from './routes/frameRoutes.js'
import { healthRoutes } from './routes/healthRoutes.js'
import { passkeyRoutes } from './routes/passkeyRoutes.js'
import { projectRoutes } from './routes/projectRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import { socialRoutes } from './routes/socialRoutes.js'
import { walletRoutes } from './routes/walletRoutes.js'

export type { AuthServerDependencies } from './http/AuthServerEnv.js'

/** The largest request body accepted, in bytes (16 KiB). */
export const MAX_BODY_BYTES = 16 * 1024

/**
 * Builds the auth server's hono app: every route of API.md, with security headers on every
 * response, a 16 KiB body limit, the client IP and user agent of each request, a request id,
 * one JSON log line and the metrics of each request, and JSON errors without stack traces. Expects a migrated database (`migrate`) with the projects upserted
 * (`startAuthServer` does both).
 *
 * @param given `config` (see `loadConfig`), `sql` (a postgres.js pool), `mailer` (a
 *   nodemailer transport), `socialProviders` (`createSocialProviders`; none when omitted) and
 *   `farcaster` (made from `config.farcaster` when omitted; Farcaster login is off without both),
 *   `logger` (pino at `config.logLevel` when omitted) and `metrics` (a new registry when omitted;
 *   `GET /metrics` serves it when `config.metricsToken` is set).
 * @returns The app; serve it with `@hono/node-server` (`getConnInfo` needs its Node bindings).
 *
 * @example
 * ```ts
 * import { serve } from '@hono/node-server'
 * import { createAuthServer, loadConfig } from '@latch/auth-server'
 * const app = createAuthServer({ config, sql, mailer })
 * serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 8788 })
 * ```
 */
export function createAuthServer(given: AuthServerDependencies): Hono<AuthServerEnv> {
  const { config } = given
  const farcaster = given.farcaster ?? (config.farcaster && createFarcasterClient(config.farcaster))
  const logger = given.logger ?? createAuthLogger(config.logLevel)
  const metrics = given.metrics ?? createAuthMetrics()
  // Failures logged outside a request (none is expected) go through this server's logger.
  setDefaultLogger(logger)
  const dependencies: AuthServerDependencies = {
    ...given,
    logger,
    metrics,
    ...(farcaster && { farcaster }),
  }
  const app = new Hono<AuthServerEnv>()
  app.use(observeRequests(logger, metrics, config.trustProxy > 0))
  app.use(
    secureHeaders({
      // The frame route sets its own CSP; X-Frame-Options cannot name an allowed origin.
      xFrameOptions: false,
      // Set below, so the approval window can keep its opener (the frame, at another site).
      crossOriginOpenerPolicy: false,
      referrerPolicy: 'no-referrer',
      strictTransportSecurity: config.publicUrl.startsWith('https:')
        ? 'max-age=31536000; includeSubDomains'
        : false,
    }),
  )
  app.use(
    createMiddleware<AuthServerEnv>(async (context, next) => {
      context.set('requestOrigin', {
        ip: readClientIp(context, config.trustProxy),
        userAgent: context.req.header('user-agent')?.slice(0, 512) ?? null,
      })
      await next()
      if (!context.res.headers.has('Content-Security-Policy')) {
        context.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
      }
      if (!context.res.headers.has('Cache-Control')) context.header('Cache-Control', 'no-store')
      if (!context.res.headers.has('Cross-Origin-Opener-Policy'))
        context.header('Cross-Origin-Opener-Policy', 'same-origin')
    }),
  )
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (context) => context.json({ error: 'payload_too_large' }, 413),
    }),
  )
  // A login's refresh tokens are bound to the key of its DPoP proof.
  app.use('/v1/email/verify', bindRefreshTokenKey(dependencies))
  app.route('/', metricsRoutes({ token: config.metricsToken, metrics }))
  for (const routes of [
    healthRoutes,
    projectRoutes,
    frameRoutes,
    emailRoutes,
    sessionRoutes,
    socialRoutes,
    farcasterRoutes,
    passkeyRoutes,
    walletRoutes,
  ]) {
    app.route('/', routes(dependencies))
  }
  app.notFound((context) => context.json({ error: 'not_found' }, 404))
  app.onError((error, context) => {
    logger.error(
      { err: sanitizeError(error), requestId: context.get('requestId') },
      'request failed',
    )
    return context.json({ error: 'internal_error' }, 500)
  })
  return app
}
