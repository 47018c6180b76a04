/** The origins the dev project `demo` allows: the demo app and its preview builds. */
export const DEV_ALLOWED_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://127.0.0.1:4174',
]

/**
 * The RPC URLs the dev projects trust (`rpcUrls`): the demo's two local anvil chains and Solana Local
 * (the litesvm RPC, 8899), so the frame reads tokens and simulations from them whatever RPC the page
 * hands over.
 */
export const DEV_RPC_URLS = {
  'eip155:31337': 'http://127.0.0.1:8545',
  'eip155:31338': 'http://127.0.0.1:8546',
  // Solana Local (`solanaLocal` of @latch/testing: its genesis hash's first 32 characters).
  'solana:Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ': 'http://127.0.0.1:8899',
}

/** The local Farcaster relay fixture's URL in development (`startFarcasterRelay`). */
export const DEV_FARCASTER_RELAY_URL = 'http://127.0.0.1:8791'

/** The local OP-like anvil's URL in development (`startOptimismAnvil`). */
export const DEV_OPTIMISM_RPC_URL = 'http://127.0.0.1:8547'

/** The local OpenID Connect provider's client secret for a provider id (public, dev only). */
export function devSocialClientSecret(id: string): string {
  return `latch-dev-${id}-secret-not-for-production`
}

/** The local OpenID Connect provider's issuer in development (`startOidcProvider`). */
export const DEV_OIDC_ISSUER = 'http://127.0.0.1:8789'

/** The provider ids the local OpenID Connect provider poses as. */
export const DEV_SOCIAL_PROVIDER_IDS = ['google', 'x', 'discord', 'github', 'apple', 'facebook']

/**
 * The social providers of a development auth server (`LATCH_AUTH_SOCIAL_PROVIDERS`): the six
 * known ids, each a client of the local OpenID Connect provider at `issuer`, and `offline`, whose
 * issuer port nothing listens on (a provider that is down, for tests).
 */
export function devSocialProviders(issuer = DEV_OIDC_ISSUER) {
  return [
    ...DEV_SOCIAL_PROVIDER_IDS.map((id) => ({
      id,
      issuer,
      clientId: id,
      clientSecret: devSocialClientSecret(id),
    })),
    {
      id: 'offline',
      name: 'Offline',
      issuer: 'http://127.0.0.1:8794',
      clientId: 'offline',
      clientSecret: devSocialClientSecret('offline'),
    },
  ]
}

/**
 * Environment variables for a development or test auth server: fixed, public dev secrets (never
 * for production) and the projects `demo` and `default` (Latch's project without a `projectId`),
 * each trusting {@link DEV_RPC_URLS}, and the social providers of {@link devSocialProviders} (`socialIssuer`: the local provider's URL).
 * Farcaster login is on, through the local relay and OP-like chain (`farcasterRelayUrl`,
 * `optimismRpcUrl` replace them), with raised per-IP limits (tests start many logins from one IP).
 * `publicUrl` sets `LATCH_AUTH_PUBLIC_URL` (e.g. `http://localhost:8788`: passkeys need a host
 * name, WebAuthn takes no IP address as RP ID); without it the server's own address is its public URL.
 */
export function devAuthServerEnv(parameters: {
  databaseUrl: string
  smtpUrl: string
  port: number
  frameDir?: string
  socialIssuer?: string
  publicUrl?: string
  farcasterRelayUrl?: string
  optimismRpcUrl?: string
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
    LATCH_AUTH_SOCIAL_PROVIDERS: JSON.stringify(devSocialProviders(parameters.socialIssuer)),
    LATCH_AUTH_OPTIMISM_RPC_URL: parameters.optimismRpcUrl ?? DEV_OPTIMISM_RPC_URL,
    LATCH_AUTH_FARCASTER_RELAY_URL: parameters.farcasterRelayUrl ?? DEV_FARCASTER_RELAY_URL,
    LATCH_AUTH_RATE_FARCASTER_STARTS_PER_IP: '300',
    LATCH_AUTH_RATE_FARCASTER_RESULTS_PER_IP: '6000',
    LATCH_AUTH_RATE_FARCASTER_CANCELS_PER_IP: '600',
    ...(parameters.frameDir && { LATCH_AUTH_FRAME_DIR: parameters.frameDir }),
    ...(parameters.publicUrl && { LATCH_AUTH_PUBLIC_URL: parameters.publicUrl }),
  }
}
