import { isIP } from 'node:net'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'
import { projectIdSchema } from './projects/projectIdSchema.js'
import { isLoopbackHttp } from './social/isLoopbackHttp.js'
import { type SocialProviderConfig, socialProvidersJsonSchema } from './social/socialConfig.js'

/**
 * A project the server serves: its id, the origins allowed to embed its frame, and the
 * JSON-RPC URLs the frame trusts per eip155 chain and Solana network.
 */
export type AuthProject = {
  id: string
  allowedOrigins: string[]
  /**
   * The integrator's own RPC endpoint per chain, keyed by CAIP-2 id (`eip155:1`, or
   * `solana:{reference}` with the base58 reference of 32 to 44 characters): https, or http
   * on a loopback host. The frame reads token symbols and decimals, simulates transactions and
   * sends them through these, never through the RPC URL the host page hands it; a chain without
   * one is read through the page's RPC for sending only, and the approval says what it could not
   * check. Read from `LATCH_AUTH_PROJECTS` (not stored in the database); served same-origin at
   * `GET /projects/v1/rpc-urls`. Browsers call them, so a key in the URL is public: restrict it
   * to the auth server's origin at the RPC provider.
   */
  rpcUrls?: Record<string, string> | undefined
}

/** Fixed-window rate limits, counted in PostgreSQL (API.md "Email one-time codes"). */
export type AuthRateLimits = {
  /** Length of a window, in seconds. */
  windowSeconds: number
  /** Codes sent to one address per window. */
  codesPerAddress: number
  /** Code requests from one IP per window. */
  codesPerIp: number
  /** Code verifications from one IP per window. */
  verificationsPerIp: number
  /**
   * Wrong codes checked for one address, across its codes and projects, per
   * {@link failedVerificationsWindowSeconds} (30 by default): the bound on guesses. Past it the
   * address is refused codes and verifications (even with the right code) until the window ends.
   */
  failedVerificationsPerAddress: number
  /** Length of the failed-verifications window, in seconds (24 hours by default: a UTC day). */
  failedVerificationsWindowSeconds: number
  /**
   * Wrong codes per address and window let through at once (5 by default); each wrong code past
   * them starts a cool-down of the address (no code is sent or checked for it), see
   * {@link backoffBaseSeconds}.
   */
  backoffAfterFailures: number
  /**
   * The first cool-down, in seconds (15 by default); each further wrong code doubles it, up to
   * {@link backoffMaxSeconds}.
   */
  backoffBaseSeconds: number
  /** The longest cool-down, in seconds (900 by default: 15 minutes). */
  backoffMaxSeconds: number
  /** Social logins started from one IP per window (30 by default). */
  socialStartsPerIp: number
  /** Social provider callbacks from one IP per window (60 by default). */
  socialCallbacksPerIp: number
  /** Social result requests (long polls of up to 8 s) from one IP per window (600 by default). */
  socialResultsPerIp: number
  /** Social login cancels from one IP per window (60 by default). */
  socialCancelsPerIp: number
  /** Farcaster logins started from one IP per window (30 by default). */
  farcasterStartsPerIp: number
  /** Farcaster result requests (long polls of up to 8 s) from one IP per window (600 by default). */
  farcasterResultsPerIp: number
  /** Farcaster login cancels from one IP per window (60 by default). */
  farcasterCancelsPerIp: number
  /** Passkey ceremony options (login, registration, recovery) from one IP per window (60 by default). */
  passkeyOptionsPerIp: number
  /** Passkey verifications (login, registration, recovery confirmation) from one IP per window (60 by default). */
  passkeyVerificationsPerIp: number
}

/**
 * Sign In With Farcaster's settings: on only when `LATCH_AUTH_OPTIMISM_RPC_URL` is set.
 */
export type FarcasterConfig = {
  /** The Farcaster relay the server opens channels on (`LATCH_AUTH_FARCASTER_RELAY_URL`). */
  relayUrl: string
  /**
   * The Optimism JSON-RPC endpoint the sign-in's custody or auth address is checked on
   * (`LATCH_AUTH_OPTIMISM_RPC_URL`): https, or http on a loopback host.
   */
  optimismRpcUrl: string
}

/** The auth server's settings, parsed from the environment by {@link loadConfig}. */
export type AuthServerConfig = {
  /** PostgreSQL connection URL (`LATCH_AUTH_DATABASE_URL`). */
  databaseUrl: string
  /** Address the HTTP server binds (`LATCH_AUTH_HOST`). */
  host: string
  /** TCP port the HTTP server listens on (`LATCH_AUTH_PORT`); 0 picks a free one. */
  port: number
  /** The server's public origin, the access tokens' `iss` (`LATCH_AUTH_PUBLIC_URL`). */
  publicUrl: string
  /** HS256 key of the access tokens (`LATCH_AUTH_JWT_SECRET`). */
  jwtSecret: Uint8Array
  /** HMAC-SHA256 key the one-time codes are stored under (`LATCH_AUTH_CODE_SECRET`). */
  codeSecret: Buffer
  /** AES-256-GCM key of the auth shares at rest (`LATCH_AUTH_SHARE_KEY`, 32 bytes). */
  shareKey: Buffer
  /** AES-256-GCM key of the recovery secrets at rest (`LATCH_AUTH_RECOVERY_KEY`, 32 bytes). */
  recoveryKey: Buffer
  /** SMTP server the codes are sent through (`LATCH_SMTP_URL`). */
  smtpUrl: string
  /** `From:` of the code emails (`LATCH_MAIL_FROM`). */
  mailFrom: string
  /** Projects upserted at start (`LATCH_AUTH_PROJECTS`). */
  projects: AuthProject[]
  /** The social login providers, in the order their buttons are offered (`LATCH_AUTH_SOCIAL_PROVIDERS`). */
  socialProviders: SocialProviderConfig[]
  /** Directory of the built auth frame, with `index.html` and `assets/` (`LATCH_AUTH_FRAME_DIR`). */
  frameDir: string
  /**
   * Trusted proxies in front (`LATCH_AUTH_TRUST_PROXY`, 0 by default): 0 takes the socket's
   * address as the client IP and ignores a client's `X-Request-Id`; N ≥ 1 takes the Nth
   * `X-Forwarded-For` entry from the right and keeps the proxy's `X-Request-Id`.
   */
  trustProxy: number
  /**
   * Connections of this instance's PostgreSQL pool (`LATCH_AUTH_DATABASE_POOL`, 10 by default).
   * Every instance opens its own: instances × pool must stay under the server's `max_connections`.
   */
  databasePool: number
  /**
   * The level of the JSON logs on standard output (`LATCH_AUTH_LOG_LEVEL`: `fatal`, `error`,
   * `warn`, `info`, `debug`, `trace` or `silent`; `info` by default).
   */
  logLevel: AuthLogLevel
  /**
   * The bearer token `GET /metrics` asks for (`LATCH_AUTH_METRICS_TOKEN`, at least 16
   * characters); `undefined` (the default) means no metrics endpoint (404).
   */
  metricsToken: string | undefined
  /**
   * The passkeys' relying party id (`LATCH_AUTH_PASSKEY_RP_ID`): the public URL's host or a
   * registrable suffix of it; `undefined` means the public URL's host (passkeys are off when that
   * is an IP address). Every passkey is bound to it: changing it orphans them.
   */
  passkeyRpId: string | undefined
  /** The relying party's name the browser may show (`LATCH_AUTH_PASSKEY_RP_NAME`, `Latch`). */
  passkeyRpName: string
  /** Farcaster login, or `undefined` when it is off (no `LATCH_AUTH_OPTIMISM_RPC_URL`). */
  farcaster: FarcasterConfig | undefined
  /** See {@link AuthRateLimits}. */
  rateLimits: AuthRateLimits
  /** The current time; tests replace it to expire codes and sessions. */
  now: () => Date
}

/** The levels of `LATCH_AUTH_LOG_LEVEL`, most severe first (pino's). */
export const AUTH_LOG_LEVELS = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
] as const

/** One of {@link AUTH_LOG_LEVELS}. */
export type AuthLogLevel = (typeof AUTH_LOG_LEVELS)[number]

/**
 * The built auth frame: `dist/frame/` of the installed package (the build copies the frame there),
 * or, when this module runs from source (`.ts`, in the monorepo), the frame's own Vite build.
 */
const defaultFrameDir = fileURLToPath(
  import.meta.url.endsWith('.ts')
    ? new URL('../../auth-frame/dist', import.meta.url)
    : new URL('./frame', import.meta.url),
)

const secret = z.string().min(32, 'must be at least 32 characters')
/** A 32-byte AES-256 key in base64 (`LATCH_AUTH_SHARE_KEY`, …), parsed to its bytes. */
export const aesKeySchema = z
  .string()
  .transform((value) => Buffer.from(value, 'base64'))
  .refine((key) => key.length === 32, 'must be 32 bytes in base64')
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback)
const origin = z.url().refine((value) => new URL(value).origin === value, 'must be an origin')
const rpcUrlsSchema = z.record(z.string(), z.string()).superRefine((urls, context) => {
  for (const [chain, url] of Object.entries(urls)) {
    if (!/^(eip155:[1-9]\d{0,15}|solana:[1-9A-HJ-NP-Za-km-z]{32,44})$/.test(chain))
      context.addIssue({
        code: 'custom',
        path: [chain],
        message: `${JSON.stringify(chain)} is not an eip155 or solana CAIP-2 chain id (eip155:<chain id>, solana:<reference>)`,
      })
    else if (!isTrustedRpcUrl(url))
      context.addIssue({
        code: 'custom',
        path: [chain],
        message: `${JSON.stringify(url)} must be an https URL (http only on loopback)`,
      })
  }
})
const projectsSchema = z.array(
  z.object({
    id: projectIdSchema,
    allowedOrigins: z.array(
      z.string().refine(isExactOrigin, {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not an exact origin http(s)://host[:port] (no path, no wildcard)`,
      }),
    ),
    rpcUrls: rpcUrlsSchema.optional(),
  }),
)
const projectsJson = z.string().transform((value, context) => {
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    context.addIssue({ code: 'custom', message: 'must be JSON [{ id, allowedOrigins }]' })
    return z.NEVER
  }
  const parsed = projectsSchema.safeParse(json)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) {
    const at = issue.path.map((part) =>
      typeof part === 'number' ? `[${part}]` : `.${String(part)}`,
    )
    context.addIssue({
      code: 'custom',
      message:
        issue.path.includes('allowedOrigins') || issue.path.includes('rpcUrls')
          ? `${at.join('')}: ${issue.message}`
          : `must be JSON [{ id, allowedOrigins }] (${at.join('') || 'root'}: ${issue.message})`,
    })
  }
  return z.NEVER
})

/**
 * Whether `value` may be a trusted RPC URL: `https:`, or `http:` on a loopback host (`localhost`,
 * `127.0.0.0/8`, `[::1]`), with no credentials.
 */
export function isTrustedRpcUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return url.protocol === 'https:' || isLoopbackHttp(value)
}

/**
 * Whether `value` is an exact web origin as the frame and `frame-ancestors` match it:
 * `http(s)://host[:port]`, serialized as the browser does (lower-case host, no default port, no
 * trailing slash), with no path, query, fragment, credentials or wildcard (`*`).
 */
export function isExactOrigin(value: string): boolean {
  if (value.includes('*')) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
}

const trustedUrl = z
  .string()
  .refine(isTrustedRpcUrl, 'must be an https URL (http only on loopback)')

/** `LATCH_AUTH_DATABASE_URL`: a `postgres://` or `postgresql://` connection URL. */
export const databaseUrlSchema = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')

/** The environment variables of the server, with their defaults (README.md lists them). */
const envSchema = z
  .object({
    LATCH_AUTH_DATABASE_URL: databaseUrlSchema,
    LATCH_AUTH_HOST: z.string().default('127.0.0.1'),
    LATCH_AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
    LATCH_AUTH_PUBLIC_URL: origin.optional(),
    LATCH_AUTH_JWT_SECRET: secret,
    LATCH_AUTH_CODE_SECRET: secret,
    LATCH_AUTH_SHARE_KEY: aesKeySchema,
    LATCH_AUTH_RECOVERY_KEY: aesKeySchema,
    LATCH_SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//)
      .default('smtp://127.0.0.1:1025'),
    LATCH_MAIL_FROM: z.string().min(3).default('Latch <login@localhost>'),
    LATCH_AUTH_PROJECTS: projectsJson.default([]),
    LATCH_AUTH_SOCIAL_PROVIDERS: socialProvidersJsonSchema.default([]),
    LATCH_AUTH_FRAME_DIR: z.string().default(defaultFrameDir),
    LATCH_AUTH_TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    LATCH_AUTH_DATABASE_POOL: count(10),
    LATCH_AUTH_LOG_LEVEL: z.enum(AUTH_LOG_LEVELS).default('info'),
    // Empty is unset (no metrics endpoint), so an environment can turn it off.
    LATCH_AUTH_METRICS_TOKEN: z
      .union([z.literal(''), z.string().min(16, 'must be at least 16 characters')])
      .optional(),
    LATCH_AUTH_RATE_WINDOW_SECONDS: count(600),
    LATCH_AUTH_RATE_CODES_PER_ADDRESS: count(5),
    LATCH_AUTH_RATE_CODES_PER_IP: count(30),
    LATCH_AUTH_RATE_VERIFICATIONS_PER_IP: count(60),
    LATCH_AUTH_RATE_FAILED_VERIFICATIONS_PER_ADDRESS: count(30),
    LATCH_AUTH_RATE_FAILED_VERIFICATIONS_WINDOW_SECONDS: count(86_400),
    LATCH_AUTH_RATE_BACKOFF_AFTER: count(5),
    LATCH_AUTH_RATE_BACKOFF_BASE_SECONDS: count(15),
    LATCH_AUTH_RATE_BACKOFF_MAX_SECONDS: count(900),
    LATCH_AUTH_RATE_SOCIAL_STARTS_PER_IP: count(30),
    LATCH_AUTH_RATE_SOCIAL_CALLBACKS_PER_IP: count(60),
    LATCH_AUTH_RATE_SOCIAL_RESULTS_PER_IP: count(600),
    LATCH_AUTH_RATE_SOCIAL_CANCELS_PER_IP: count(60),
    LATCH_AUTH_RATE_FARCASTER_STARTS_PER_IP: count(30),
    LATCH_AUTH_RATE_FARCASTER_RESULTS_PER_IP: count(600),
    LATCH_AUTH_RATE_FARCASTER_CANCELS_PER_IP: count(60),
    LATCH_AUTH_RATE_PASSKEY_OPTIONS_PER_IP: count(60),
    LATCH_AUTH_RATE_PASSKEY_VERIFICATIONS_PER_IP: count(60),
    LATCH_AUTH_PASSKEY_RP_ID: z
      .string()
      .regex(/^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a lower-case domain name')
      .optional(),
    LATCH_AUTH_PASSKEY_RP_NAME: z.string().min(1).max(64).default('Latch'),
    // Empty is unset (Farcaster login off), so an environment can turn the dev default off.
    LATCH_AUTH_OPTIMISM_RPC_URL: z.union([z.literal(''), trustedUrl]).optional(),
    LATCH_AUTH_FARCASTER_RELAY_URL: trustedUrl.default('https://relay.farcaster.xyz'),
  })
  .superRefine((env, context) => {
    // The development secrets are public (they ship in this package): fine on this computer only.
    const publicUrl =
      env.LATCH_AUTH_PUBLIC_URL ?? `http://${env.LATCH_AUTH_HOST}:${env.LATCH_AUTH_PORT}`
    if (isLoopbackHttp(publicUrl)) return
    const known = [
      env.LATCH_AUTH_JWT_SECRET === 'latch-dev-jwt-secret-not-for-production-use' &&
        'LATCH_AUTH_JWT_SECRET',
      env.LATCH_AUTH_CODE_SECRET === 'latch-dev-code-secret-not-for-production-use' &&
        'LATCH_AUTH_CODE_SECRET',
      env.LATCH_AUTH_SHARE_KEY.equals(Buffer.alloc(32, 1)) && 'LATCH_AUTH_SHARE_KEY',
      env.LATCH_AUTH_RECOVERY_KEY.equals(Buffer.alloc(32, 2)) && 'LATCH_AUTH_RECOVERY_KEY',
    ]
    for (const name of known) {
      if (name)
        context.addIssue({
          code: 'custom',
          path: [name],
          message:
            'is the public development value, allowed only with a loopback http LATCH_AUTH_PUBLIC_URL: make your own with latch-auth-server keys',
        })
    }
  })
  .refine((env) => !env.LATCH_AUTH_SHARE_KEY.equals(env.LATCH_AUTH_RECOVERY_KEY), {
    message: 'must differ from LATCH_AUTH_SHARE_KEY',
    path: ['LATCH_AUTH_RECOVERY_KEY'],
  })
  .refine(
    (env) =>
      env.LATCH_AUTH_PASSKEY_RP_ID === undefined ||
      isRpIdOf(
        env.LATCH_AUTH_PASSKEY_RP_ID,
        env.LATCH_AUTH_PUBLIC_URL ?? `http://${env.LATCH_AUTH_HOST}:${env.LATCH_AUTH_PORT}`,
      ),
    {
      message: 'must be the host of LATCH_AUTH_PUBLIC_URL or a suffix of it (and not an IP)',
      path: ['LATCH_AUTH_PASSKEY_RP_ID'],
    },
  )

/**
 * Whether `rpId` may be the WebAuthn relying party id of pages at `publicUrl`: a domain name (not
 * an IP address) equal to the URL's host or a suffix of it on a label boundary.
 */
export function isRpIdOf(rpId: string, publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname
  if (isIP(rpId) || isIP(host.replace(/^\[|\]$/g, ''))) return false
  return host === rpId || host.endsWith(`.${rpId}`)
}

/**
 * Reads the auth server's settings from environment variables, validated with zod.
 *
 * @param env The variables, `process.env` by default.
 * @returns The parsed {@link AuthServerConfig}; `now` is the system clock.
 * @throws {Error} `Invalid auth server configuration: NAME: reason; …` naming each bad variable.
 *
 * @example
 * ```ts
 * import { loadConfig } from '@latch/auth-server'
 * const config = loadConfig(process.env)
 * ```
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
): AuthServerConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid auth server configuration: ${reasons.join('; ')}`)
  }
  const vars = parsed.data
  return {
    databaseUrl: vars.LATCH_AUTH_DATABASE_URL,
    host: vars.LATCH_AUTH_HOST,
    port: vars.LATCH_AUTH_PORT,
    publicUrl:
      vars.LATCH_AUTH_PUBLIC_URL ?? `http://${vars.LATCH_AUTH_HOST}:${vars.LATCH_AUTH_PORT}`,
    jwtSecret: new TextEncoder().encode(vars.LATCH_AUTH_JWT_SECRET),
    codeSecret: Buffer.from(vars.LATCH_AUTH_CODE_SECRET),
    shareKey: vars.LATCH_AUTH_SHARE_KEY,
    recoveryKey: vars.LATCH_AUTH_RECOVERY_KEY,
    smtpUrl: vars.LATCH_SMTP_URL,
    mailFrom: vars.LATCH_MAIL_FROM,
    projects: vars.LATCH_AUTH_PROJECTS,
    socialProviders: vars.LATCH_AUTH_SOCIAL_PROVIDERS,
    frameDir: vars.LATCH_AUTH_FRAME_DIR,
    trustProxy: vars.LATCH_AUTH_TRUST_PROXY,
    databasePool: vars.LATCH_AUTH_DATABASE_POOL,
    logLevel: vars.LATCH_AUTH_LOG_LEVEL,
    metricsToken: vars.LATCH_AUTH_METRICS_TOKEN || undefined,
    passkeyRpId: vars.LATCH_AUTH_PASSKEY_RP_ID,
    passkeyRpName: vars.LATCH_AUTH_PASSKEY_RP_NAME,
    farcaster: vars.LATCH_AUTH_OPTIMISM_RPC_URL
      ? {
          relayUrl: vars.LATCH_AUTH_FARCASTER_RELAY_URL.replace(/\/+$/, ''),
          optimismRpcUrl: vars.LATCH_AUTH_OPTIMISM_RPC_URL,
        }
      : undefined,
    rateLimits: {
      windowSeconds: vars.LATCH_AUTH_RATE_WINDOW_SECONDS,
      codesPerAddress: vars.LATCH_AUTH_RATE_CODES_PER_ADDRESS,
      codesPerIp: vars.LATCH_AUTH_RATE_CODES_PER_IP,
      verificationsPerIp: vars.LATCH_AUTH_RATE_VERIFICATIONS_PER_IP,
      failedVerificationsPerAddress: vars.LATCH_AUTH_RATE_FAILED_VERIFICATIONS_PER_ADDRESS,
      failedVerificationsWindowSeconds: vars.LATCH_AUTH_RATE_FAILED_VERIFICATIONS_WINDOW_SECONDS,
      backoffAfterFailures: vars.LATCH_AUTH_RATE_BACKOFF_AFTER,
      backoffBaseSeconds: vars.LATCH_AUTH_RATE_BACKOFF_BASE_SECONDS,
      backoffMaxSeconds: vars.LATCH_AUTH_RATE_BACKOFF_MAX_SECONDS,
      socialStartsPerIp: vars.LATCH_AUTH_RATE_SOCIAL_STARTS_PER_IP,
      socialCallbacksPerIp: vars.LATCH_AUTH_RATE_SOCIAL_CALLBACKS_PER_IP,
      socialResultsPerIp: vars.LATCH_AUTH_RATE_SOCIAL_RESULTS_PER_IP,
      socialCancelsPerIp: vars.LATCH_AUTH_RATE_SOCIAL_CANCELS_PER_IP,
      farcasterStartsPerIp: vars.LATCH_AUTH_RATE_FARCASTER_STARTS_PER_IP,
      farcasterResultsPerIp: vars.LATCH_AUTH_RATE_FARCASTER_RESULTS_PER_IP,
      farcasterCancelsPerIp: vars.LATCH_AUTH_RATE_FARCASTER_CANCELS_PER_IP,
      passkeyOptionsPerIp: vars.LATCH_AUTH_RATE_PASSKEY_OPTIONS_PER_IP,
      passkeyVerificationsPerIp: vars.LATCH_AUTH_RATE_PASSKEY_VERIFICATIONS_PER_IP,
    },
    now: () => new Date(),
  }
}
