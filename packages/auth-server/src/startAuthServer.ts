import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Transporter } from 'nodemailer'
import type { AuthServerConfig } from './config.js'
import { createAuthServer } from './createAuthServer.js'
import { createSql, type Sql } from './db/createSql.js'
import { migrate } from './db/migrate.js'
import { createAuthLogger, type Logger } from './http/loggingErrors.js'
import { checkKeyFingerprints } from './keys/keyFingerprints.js'
import { createMailer } from './mail/createMailer.js'
import { syncProjects } from './projects/syncProjects.js'
import { createSocialProviders } from './social/createSocialProviders.js'
import type { SocialProvider } from './social/types.js'

/** Parameters of {@link startAuthServer}. */
export type StartAuthServerParameters = {
  config: AuthServerConfig
  /**
   * A pool to use (left open by `close()`); by default one of `config.databasePool` connections
   * to `config.databaseUrl` is opened.
   */
  sql?: Sql
  /** A nodemailer transport; by default SMTP to `config.smtpUrl`. */
  mailer?: Transporter
  /** The JSON logger; by default pino at `config.logLevel` on standard output. */
  logger?: Logger
  /** The social login providers; by default built from `config.socialProviders`. */
  socialProviders?: ReadonlyMap<string, SocialProvider>
  /**
   * How long `close()` may take, in milliseconds: in-flight requests get this long to finish, and
   * the queries of the pool this call opened get what is left of it. Defaults to 10 000 (10 s).
   */
  shutdownTimeoutMs?: number
}

/** A listening auth server. */
export type StartAuthServerReturnType = {
  /** `http://host:port`, with the port actually bound (useful with port 0). */
  url: string
  /**
   * Stops accepting connections and lets in-flight requests finish for up to `shutdownTimeoutMs`
   * (10 s by default), then closes the connections still open (their requests get no answer),
   * ends the database pool this call opened (its running queries are cut when the time is up)
   * and closes the mail transport it opened. Resolves within about `shutdownTimeoutMs`, so one
   * stuck request cannot hold the process.
   */
  close(): Promise<void>
}

/**
 * Migrates the database, checks the share and recovery keys against the fingerprints stored at
 * the first start (storing them then), upserts `config.projects`, and serves the auth server on
 * `config.host:config.port`.
 *
 * @throws {KeyMismatchError} `LATCH_AUTH_SHARE_KEY is not the key this database's values are
 *   sealed under (its fingerprint differs): start with the key in use, or rotate with
 *   latch-auth-server rotate-keys` (the same for `LATCH_AUTH_RECOVERY_KEY`).
 * @throws The database's error when it cannot be reached or a migration fails, or `listen`'s
 *   (`EADDRINUSE`) when the port is taken.
 *
 * @example
 * ```ts
 * import { loadConfig, startAuthServer } from '@latch/auth-server'
 * const server = await startAuthServer({ config: loadConfig() })
 * console.log(server.url)
 * await server.close()
 * ```
 */
export async function startAuthServer(
  parameters: StartAuthServerParameters,
): Promise<StartAuthServerReturnType> {
  const { config, shutdownTimeoutMs = 10_000 } = parameters
  const sql = parameters.sql ?? createSql(config.databaseUrl, { max: config.databasePool })
  const mailer = parameters.mailer ?? createMailer(config.smtpUrl)
  const closeOwned = async (poolTimeoutMs: number) => {
    if (!parameters.mailer) mailer.close()
    // postgres.js waits this long for running queries, then destroys the connections.
    if (!parameters.sql) await sql.end({ timeout: poolTimeoutMs / 1000 })
  }
  try {
    await migrate(sql)
    await checkKeyFingerprints(sql, {
      LATCH_AUTH_SHARE_KEY: config.shareKey,
      LATCH_AUTH_RECOVERY_KEY: config.recoveryKey,
    })
    await syncProjects(sql, config.projects)
  } catch (error) {
    await closeOwned(shutdownTimeoutMs)
    throw error
  }
  const socialProviders =
    parameters.socialProviders ??
    createSocialProviders(config.socialProviders, { publicUrl: config.publicUrl, now: config.now })
  const logger = parameters.logger ?? createAuthLogger(config.logLevel)
  const app = createAuthServer({ config, sql, mailer, socialProviders, logger })
  // Without a `createServer` option, `serve` makes a node:http server.
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }) as Server
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
  } catch (error) {
    await closeOwned(shutdownTimeoutMs)
    throw error
  }
  let closing = false
  // A client keeps its connection after an answer; while closing, drop it once the answer is sent.
  server.on('request', (_request, response) => {
    response.once('close', () => {
      if (closing) server.closeIdleConnections()
    })
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${config.host}:${port}`
  logger.info({ url, pool: parameters.sql ? undefined : config.databasePool }, 'listening')
  return {
    url,
    async close() {
      closing = true
      logger.info({ timeoutMs: shutdownTimeoutMs }, 'closing: finishing in-flight requests')
      const deadline = Date.now() + shutdownTimeoutMs
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      let timer: NodeJS.Timeout | undefined
      const expired = new Promise<'expired'>((resolve) => {
        timer = setTimeout(resolve, shutdownTimeoutMs, 'expired')
      })
      if ((await Promise.race([closed, expired])) === 'expired') {
        server.closeAllConnections()
        await closed
      }
      clearTimeout(timer)
      await closeOwned(Math.max(0, deadline - Date.now()))
    },
  }
}
