import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import nodemailer from 'nodemailer'
import { pino } from 'pino'
import { type AuthServerConfig, loadConfig } from '../config.js'
import { createSql, type Sql } from '../db/createSql.js'
import type { SocialProvider } from '../social/types.js'
import { startAuthServer } from '../startAuthServer.js'
import { devAuthServerEnv } from './devAuthServerEnv.js'
import { freePort } from './freePort.js'
import { startPostgres } from './startPostgres.js'

/** A PostgreSQL for one test file: a fresh cluster in a temporary directory on a free port. */
export type TestPostgres = { url: string; dataDir: string; port: number; stop(): Promise<void> }

/** Starts a {@link TestPostgres}; `persistent: true` keeps its directory after `stop()`. */
export async function startTestPostgres(
  parameters: { dataDir?: string; port?: number; persistent?: boolean } = {},
): Promise<TestPostgres> {
  const dataDir = parameters.dataDir ?? (await mkdtemp(join(tmpdir(), 'latch-auth-pg-')))
  const port = parameters.port ?? (await freePort())
  const postgres = await startPostgres({
    dataDir,
    port,
    persistent: parameters.persistent ?? false,
  })
  return { url: postgres.url, dataDir, port, stop: postgres.stop }
}

/** A test auth server on a free port, its mail captured and its clock movable. */
export type TestAuthServer = {
  url: string
  sql: Sql
  config: AuthServerConfig
  /** The codes mailed, newest last, by recipient. */
  codes: Map<string, string[]>
  /** Every email sent, oldest first. */
  mails: { to: string; subject: string; text: string }[]
  /** The `warn` and `error` lines the server logged (pino objects), oldest first. */
  logs: { level: number; msg: string; err?: { message: string } }[]
  /** Moves the server's clock forward, in milliseconds. */
  advanceClock(ms: number): void
  /** Posts JSON to the server (with `X-Forwarded-For: ip` when given). */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
  close(): Promise<void>
}

/**
 * Starts the auth server over `databaseUrl` on a free port with the dev secrets, `env` on top,
 * `X-Forwarded-For` trusted (tests pick their IP) and mail captured by a nodemailer JSON transport.
 * `options.socialProviders` replaces the providers `LATCH_AUTH_SOCIAL_PROVIDERS` would build.
 */
export async function startTestAuthServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: {
    socialProviders?: ReadonlyMap<string, SocialProvider>
    /** Called with each code mailed (another process's test reads them through it). */
    onCode?: (to: string, code: string) => void
    /** The error the mailer fails with for a recipient, or `undefined` to send (a refusing relay). */
    refuseMail?: (to: string) => Error | undefined
  } = {},
): Promise<TestAuthServer> {
  let clockOffset = 0
  const base = devAuthServerEnv({ databaseUrl, smtpUrl: 'smtp://127.0.0.1:1', port: 0 })
  const config: AuthServerConfig = {
    ...loadConfig({
      ...base,
      LATCH_AUTH_HOST: '127.0.0.1',
      LATCH_AUTH_TRUST_PROXY: '1',
      LATCH_AUTH_LOG_LEVEL: 'silent',
      ...env,
    }),
    now: () => new Date(Date.now() + clockOffset),
  }
  const codes = new Map<string, string[]>()
  const mails: TestAuthServer['mails'] = []
  const mailer = nodemailer.createTransport({ jsonTransport: true })
  mailer.use('compile', (mail, done) => {
    const code = /^(\d{6}) is your login code$/.exec(String(mail.data.subject))?.[1]
    const to = String(mail.data.to)
    const refused = options.refuseMail?.(to)
    if (refused) return done(refused)
    if (code) codes.set(to, [...(codes.get(to) ?? []), code])
    if (code) options.onCode?.(to, code)
    mails.push({ to, subject: String(mail.data.subject), text: String(mail.data.text) })
    done()
  })
  const sql = createSql(databaseUrl)
  const { socialProviders } = options
  const logs: TestAuthServer['logs'] = []
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)))
        done()
      },
    }),
  )
  const server = await startAuthServer({
    logger,
    config,
    sql,
    mailer,
    ...(socialProviders && { socialProviders }),
  })
  config.publicUrl = server.url
  return {
    url: server.url,
    sql,
    config,
    codes,
    mails,
    logs,
    advanceClock: (ms) => {
      clockOffset += ms
    },
    post: (path, body, headers = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    async close() {
      await server.close()
      await sql.end({ timeout: 5 })
    },
  }
}
