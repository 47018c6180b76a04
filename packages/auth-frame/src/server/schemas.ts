import * as z from 'zod/mini'

// Shapes of the auth server's answers (packages/auth-server/API.md), parsed before use.

const base64 = z.string().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const base64url = z.string().check(z.maxLength(2048), z.regex(/^[A-Za-z0-9_-]*$/))

const providerId = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,31}$/))
const uuid = z.string().check(z.regex(/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/))

/** 200 of `GET /v1/social/providers`: the social logins offered, in configuration order. */
export const socialProvidersSchema = z.object({
  providers: z
    .array(z.object({ id: providerId, name: z.string().check(z.maxLength(50)) }))
    .check(z.maxLength(50)),
})

/** 200 of `POST /v1/social/{id}/start`. */
export const socialStartSchema = z.object({
  attemptId: uuid,
  authorizeUrl: z.string().check(z.maxLength(2048), z.regex(/^https?:\/\//)),
  expiresAt: z.iso.datetime({ offset: true }),
})

/** 202 of `POST /v1/social/result` and `POST /v1/farcaster/result`: no outcome yet. */
export const socialPendingSchema = z.object({ status: z.literal('pending') })

/**
 * 200 of `POST /v1/farcaster/start`: the attempt, the relay channel's URL (what the QR code holds)
 * and when the attempt expires (ISO 8601).
 */
export const farcasterStartSchema = z.object({
  attemptId: uuid,
  url: z.string().check(z.maxLength(2048), z.regex(/^https?:\/\//)),
  expiresAt: z.iso.datetime({ offset: true }),
})

/** 200 of `GET /projects/v1/origins`. */
export const allowedOriginsSchema = z.object({
  allowedOrigins: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(1000)),
})

/**
 * 200 of `GET /projects/v1/rpc-urls`: http(s) URLs by CAIP-2 id, `eip155:<chain id>` or
 * `solana:<base58 reference>` (at most 100). A key or
 * URL of any other shape fails the whole answer (no RPC is trusted then).
 */
export const rpcUrlsSchema = z.object({
  rpcUrls: z
    .record(
      z.string().check(z.regex(/^(eip155:[1-9]\d{0,15}|solana:[1-9A-HJ-NP-Za-km-z]{32,44})$/)),
      z.string().check(z.maxLength(2048), z.regex(/^https?:\/\//)),
    )
    .check(z.refine((urls) => Object.keys(urls).length <= 100)),
})

/** 200 of `POST /v1/email/code`. */
export const codeSentSchema = z.object({ expiresAt: z.iso.datetime({ offset: true }) })

/** A `Session`: 200 of `POST /v1/email/verify` and `POST /v1/session/refresh`. */
export const sessionSchema = z.object({
  accessToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  refreshToken: z.string().check(z.minLength(1), z.maxLength(512)),
  expiresIn: z.number().check(z.positive()),
  user: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    // Null for a social login that gave none (X); username and provider after a social login.
    email: z.nullable(z.string().check(z.maxLength(254))),
    username: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
    provider: z.optional(z.nullable(providerId)),
    // How many passkeys the user has (absent from servers before passkeys).
    passkeys: z.optional(z.number().check(z.int(), z.nonnegative(), z.maximum(100))),
  }),
  // `recovery`: 'passkey' once only a passkey recovers the wallet on a new device.
  wallet: z.nullable(z.object({ address, recovery: z.optional(z.enum(['login', 'passkey'])) })),
})

/** A parsed `Session` from the auth server. */
export type ServerSession = z.infer<typeof sessionSchema>

/** 200 of `GET /v1/wallet/auth-share`. */
export const authShareSchema = z.object({ address, authShare: base64 })

/**
 * 200 of `GET /v1/wallet/recovery`: the recovery share and its secret (`recovery: 'login'`), or
 * once a passkey protects the wallet, the shares wrapped by each PRF passkey (`recovery: 'passkey'`).
 */
export const recoverySchema = z.union([
  z.object({
    address,
    recovery: z.optional(z.literal('login')),
    recoveryShare: base64,
    recoverySecret: base64,
  }),
  z.object({
    address,
    recovery: z.literal('passkey'),
    passkeyShares: z
      .array(z.object({ credentialId: base64url, wrappedShare: base64 }))
      .check(z.maxLength(100)),
  }),
])

/** A parsed `GET /v1/wallet/recovery` answer. */
export type WalletRecovery = z.infer<typeof recoverySchema>

/** 200 of `POST /v1/wallet/recovery-secret`. */
export const recoverySecretSchema = z.object({ recoverySecret: base64 })

/** 201 of `POST /v1/wallet`. */
export const walletCreatedSchema = z.object({ address })

/** 200 of `GET /v1/passkeys`: passkeys are on, for this relying party id (a domain). */
export const passkeysSchema = z.object({ rpId: z.string().check(z.minLength(1), z.maxLength(253)) })

// WebAuthn options as the server's `@simplewebauthn/server` makes them; anything else is dropped
// (its `extensions` too: the PRF input is the frame's own).
const text = z.string().check(z.maxLength(256))
const credential = z.object({
  id: base64url,
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
})
const credentials = z.optional(z.array(credential).check(z.maxLength(100)))
const challenge = base64url.check(z.minLength(16))
const timeout = z.optional(z.number().check(z.positive(), z.maximum(600_000)))
const userVerification = z.optional(z.enum(['required', 'preferred', 'discouraged']))

/** `PublicKeyCredentialCreationOptionsJSON` of `POST /v1/passkeys/register/options`. */
export const creationOptionsSchema = z.object({
  rp: z.object({ id: z.string().check(z.maxLength(253)), name: text }),
  user: z.object({ id: base64url, name: text, displayName: text }),
  challenge,
  pubKeyCredParams: z
    .array(z.object({ type: z.literal('public-key'), alg: z.number().check(z.int()) }))
    .check(z.minLength(1), z.maxLength(10)),
  timeout,
  excludeCredentials: credentials,
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      residentKey: z.optional(z.enum(['required', 'preferred', 'discouraged'])),
      requireResidentKey: z.optional(z.boolean()),
      userVerification,
    }),
  ),
  attestation: z.optional(z.enum(['none', 'indirect', 'direct', 'enterprise'])),
})

/** `PublicKeyCredentialRequestOptionsJSON` of the login and recovery `…/options`. */
export const requestOptionsSchema = z.object({
  challenge,
  timeout,
  rpId: z.optional(z.string().check(z.maxLength(253))),
  allowCredentials: credentials,
  userVerification,
})

/** 200 of a passkey `…/options` route: the one-use challenge's id and the prompt's options. */
export const passkeyOptionsSchema = <options extends z.ZodMiniType>(options: options) =>
  z.object({ challengeId: uuid, options })

/** 201 of `POST /v1/passkeys/register/verify`. */
export const passkeyRegisteredSchema = z.object({ credentialId: base64url, prf: z.boolean() })

/** 200 of `POST /v1/passkeys/recovery/confirm`. */
export const recoveryProtectedSchema = z.object({ recovery: z.literal('passkey') })

/** Any error body: `{ error, reason?, attemptsLeft?, retryAfter? }`. */
export const serverErrorSchema = z.object({
  error: z.string().check(z.maxLength(100)),
  reason: z.optional(z.string().check(z.maxLength(100))),
  attemptsLeft: z.optional(z.number().check(z.int(), z.nonnegative())),
  retryAfter: z.optional(z.number().check(z.nonnegative())),
})
