import type { HttpBindings } from '@hono/node-server'
import type { Transporter } from 'nodemailer'
import type { RequestOrigin } from '../audit/writeAuditEvent.js'
import type { AuthServerConfig } from '../config.js'
import type { Sql } from '../db/createSql.js'
import type { FarcasterClient } from '../farcaster/createFarcasterClient.js'
import type { AuthMetrics } from '../metrics/createAuthMetrics.js'
import type { AccessTokenClaims } from '../sessions/verifyAccessToken.js'
import type { SocialProvider } from '../social/types.js'
import type { Logger } from './loggingErrors.js'

/** What the routes use: settings, database and SMTP transport (injectable for tests). */
export type AuthServerDependencies = {
  config: AuthServerConfig
  sql: Sql
  /** A nodemailer transport; `createMailer(config)` for SMTP, a stream transport in tests. */
  mailer: Transporter
  /**
   * The social login providers by id, in configuration order (`createSocialProviders` from
   * `config.socialProviders`; tests inject their own). None when omitted.
   */
  socialProviders?: ReadonlyMap<string, SocialProvider>
  /**
   * Farcaster login's relay and Optimism client (`createFarcasterClient(config.farcaster)`,
   * which `createAuthServer` makes when omitted; tests inject their own). Farcaster login is off
   * when this and `config.farcaster` are both absent.
   */
  farcaster?: FarcasterClient
  /**
   * The JSON logger (`createAuthLogger(config.logLevel)`, which `createAuthServer` makes when
   * omitted): one line per request, and the failures.
   */
  logger?: Logger
  /**
   * This server's Prometheus metrics (`createAuthMetrics()`, a registry of its own, made by
   * `createAuthServer` when omitted), served at `GET /metrics` when `config.metricsToken` is set.
   */
  metrics?: AuthMetrics
}

/** The hono environment of the auth server's routes. */
export type AuthServerEnv = {
  Bindings: HttpBindings
  Variables: {
    requestOrigin: RequestOrigin
    accessToken: AccessTokenClaims
    /** The request's id, `X-Request-Id` of the answer and `requestId` of its log line. */
    requestId: string
    /** The name of the rate limit that refused the request (429), for the metrics. */
    rateLimited: string | undefined
  }
}
