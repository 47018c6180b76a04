/** The origins the dev project `demo` allows: the demo app and its preview builds. */
export const DEV_ALLOWED_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://127.0.0.1:4174',
]

/**
 * The RPC URLs the dev projects trust (`rpcUrls`): the demo's two local anvil chains, so the
 * frame reads tokens and simulations from them whatever RPC the page hands over.
 */
export const DEV_RPC_URLS = {
  'eip155:31337': 'http://127.0.0.1:8545',
  'eip155:31338': 'http://127.0.0.1:8546',
}

/**
 * Environment variables for a development or test auth server: fixed, public dev secrets (never
 * for production) and the projects `demo` and `default` (Latch's project without a `projectId`),
 * each trusting {@link DEV_RPC_URLS}.
 */
export function devAuthServerEnv(parameters: {
  databaseUrl: string
  smtpUrl: string
  port: number
  frameDir?: string
}): Record<string, string> {
  return {
    LATCH_AUTH_DATABASE_URL: parameters.databaseUrl,
    LATCH_AUTH_PORT: String(parameters.port),
    LATCH_AUTH_JWT_SECRET: 'latch-dev-jwt-secret-not-for-production-use',
    LATCH_AUTH_CODE_SECRET: 'latch-dev-code-secret-not-for-production-use',
    LATCH_AUTH_SHARE_KEY: Buffer.alloc(32, 1).toString('base64'),
    LATCH_AUTH_RECOVERY_KEY: Buffer.alloc(32, 2).toString('base64'),
    LATCH_SMTP_URL: parameters.smtpUrl,
    LATCH_MAIL_FROM: 'Latch dev <login@latch.localhost>',
    // `default` is the project Latch asks for when the integrator set no `projectId` (the demo).
    LATCH_AUTH_PROJECTS: JSON.stringify([
      { id: 'demo', allowedOrigins: DEV_ALLOWED_ORIGINS, rpcUrls: DEV_RPC_URLS },
      { id: 'default', allowedOrigins: DEV_ALLOWED_ORIGINS, rpcUrls: DEV_RPC_URLS },
    ]),
    ...(parameters.frameDir && { LATCH_AUTH_FRAME_DIR: parameters.frameDir }),
  }
}
