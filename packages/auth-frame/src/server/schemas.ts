import * as z from 'zod/mini'

// Shapes of the auth server's answers (packages/auth-server/API.md), parsed before use.

const base64 = z.string().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

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

/** 202 of `POST /v1/social/result`: the callback has not come yet. */
export const socialPendingSchema = z.object({ status: z.literal('pending') })

/** 200 of `GET /projects/v1/origins`. */
export const allowedOriginsSchema = z.object({
  allowedOrigins: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(1000)),
})

/**
 * 200 of `GET /projects/v1/rpc-urls`: http(s) URLs by eip155 CAIP-2 id (at most 100). A key or
 * URL of any other shape fails the whole answer (no RPC is trusted then).
 */
export const rpcUrlsSchema = z.object({
  rpcUrls: z
    .record(
      z.string().check(z.regex(/^eip155:[1-9]\d{0,15}$/)),
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
  }),
  wallet: z.nullable(z.object({ address })),
})

/** A parsed `Session` from the auth server. */
export type ServerSession = z.infer<typeof sessionSchema>

/** 200 of `GET /v1/wallet/auth-share`. */
export const authShareSchema = z.object({ address, authShare: base64 })

/** 200 of `GET /v1/wallet/recovery`. */
export const recoverySchema = z.object({ address, recoveryShare: base64, recoverySecret: base64 })

/** 200 of `POST /v1/wallet/recovery-secret`. */
export const recoverySecretSchema = z.object({ recoverySecret: base64 })

/** 201 of `POST /v1/wallet`. */
export const walletCreatedSchema = z.object({ address })

/** Any error body: `{ error, reason?, attemptsLeft?, retryAfter? }`. */
export const serverErrorSchema = z.object({
  error: z.string().check(z.maxLength(100)),
  reason: z.optional(z.string().check(z.maxLength(100))),
  attemptsLeft: z.optional(z.number().check(z.int(), z.nonnegative())),
  retryAfter: z.optional(z.number().check(z.nonnegative())),
})
