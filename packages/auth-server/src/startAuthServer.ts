import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Transporter } from 'nodemailer'
import type { AuthServerConfig } from './config.js'
import { createAuthServer } from './createAuthServer.js'
import { createSql, type Sql } from './db/createSql.js'
import { migrate } from './db/migrate.js'
import { createMailer } from './mail/createMailer.js'
import { syncProjects } from './projects/syncProjects.js'

/** Parameters of {@link startAuthServer}. */
export type StartAuthServerParameters = {
  config: AuthServerConfig
  /** A pool to use (left open by `close()`); by default one to `config.databaseUrl` is opened. */
  sql?: Sql
  /** A nodemailer transport; by default SMTP to `config.smtpUrl`. */
  mailer?: Transporter
}

/** A listening auth server. */
export type StartAuthServerReturnType = {
  /** `http://host:port`, with the port actually bound (useful with port 0). */
  url: string
  /**
   * Stops accepting connections, waits for in-flight requests to finish, then closes the database
   * pool and the mail transport this call opened.
   */
  close(): Promise<void>
}

/**
 * Migrates the database, upserts `config.projects`, and serves the auth server on
 * `config.host:config.port`.
 *
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
  const { config } = parameters
  const sql = parameters.sql ?? createSql(config.databaseUrl)
  const mailer = parameters.mailer ?? createMailer(config.smtpUrl)
  const closeOwned = async () => {
    if (!parameters.mailer) mailer.close()
    if (!parameters.sql) await sql.end({ timeout: 5 })
  }
  try {
    await migrate(sql)
    await syncProjects(sql, config.projects)
  } catch (error) {
    await closeOwned()
    throw error
  }
  const app = createAuthServer({ config, sql, mailer })
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
  } catch (error) {
    await closeOwned()
    throw error
  }
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${config.host}:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeIdleConnections' in server) server.closeIdleConnections()
      })
      await closeOwned()
    },
  }
}
