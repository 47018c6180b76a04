import { createPrivateKey } from 'node:crypto'
import * as z from 'zod'
import { isLoopbackHttp } from './isLoopbackHttp.js'

/** The providers Latch knows by id: their button names and default scopes. */
export const KNOWN_SOCIAL_PROVIDERS = {
  google: { name: 'Google', scopes: ['openid', 'email', 'profile'] },
  apple: { name: 'Apple', scopes: ['name', 'email'] },
  x: { name: 'X', scopes: ['users.read', 'tweet.read'] },
  discord: { name: 'Discord', scopes: ['identify', 'email'] },
  github: { name: 'GitHub', scopes: ['read:user', 'user:email'] },
  facebook: { name: 'Facebook', scopes: ['email', 'public_profile'] },
} as const

/** An id of {@link KNOWN_SOCIAL_PROVIDERS}. */
export type KnownSocialProviderId = keyof typeof KNOWN_SOCIAL_PROVIDERS

/** Google's issuer, used for a `google` entry without an `issuer`. */
export const GOOGLE_ISSUER = 'https://accounts.google.com'

const OIDC_SCOPES = ['openid', 'email', 'profile']

/** The settings shared by every configured provider. */
type SocialProviderConfigBase = {
  /** The integrator's id: the path segment of `/v1/social/{id}/…` (`^[a-z0-9][a-z0-9-]{0,31}$`). */
  id: string
  /** The name on its button ("Google"). */
  name: string
  clientId: string
  scopes: string[]
  /**
   * Whether a login whose email the provider says is verified joins the email user (default
   * `true` for `google` and `apple`, whose verified emails are the account's own; `false` for
   * every other id, as any issuer may call any email verified).
   */
  linkVerifiedEmail: boolean
}

/**
 * One entry of `LATCH_AUTH_SOCIAL_PROVIDERS`, parsed: an OpenID Connect issuer found by discovery
 * (any entry with `issuer`, and `google`), Apple (ES256 client secret from a `.p8` key), or one
 * of the OAuth 2.0 providers handled by arctic.
 */
export type SocialProviderConfig =
  | (SocialProviderConfigBase & { kind: 'oidc'; issuer: string; clientSecret: string })
  | (SocialProviderConfigBase & {
      kind: 'apple'
      teamId: string
      keyId: string
      /** The Sign in with Apple key, PKCS#8 DER bytes. */
      privateKey: Uint8Array
    })
  | (SocialProviderConfigBase & {
      kind: 'x' | 'discord' | 'github' | 'facebook'
      clientSecret: string
    })

const text = (max: number) => z.string().trim().min(1).max(max)

const entrySchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be 1–32 of a-z, 0-9 and "-", not starting with "-"')
    .refine((id) => id !== 'email' && id !== 'farcaster', 'is reserved (its own login)'),
  name: text(50).optional(),
  issuer: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value)
      const secure = url.protocol === 'https:' || isLoopbackHttp(value)
      return secure && !url.username && !url.password && !url.search && !url.hash
    }, 'must be an https URL (http only on loopback), without credentials, query or fragment')
    .optional(),
  clientId: text(512),
  clientSecret: text(4096).optional(),
  teamId: text(64).optional(),
  keyId: text(64).optional(),
  privateKey: text(8192).optional(),
  scopes: z
    .array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/))
    .min(1)
    .max(20)
    .optional(),
  linkVerifiedEmail: z.boolean().optional(),
})

type Entry = z.infer<typeof entrySchema>

const isKnown = (id: string): id is KnownSocialProviderId =>
  Object.hasOwn(KNOWN_SOCIAL_PROVIDERS, id)

/** A PEM PKCS#8 EC P-256 private key (Apple's `.p8`) → its DER bytes; `undefined` if it is not one. */
function readApplePrivateKey(pem: string): Uint8Array | undefined {
  try {
    const key = createPrivateKey({ key: pem.replace(/\\n/g, '\n'), format: 'pem' })
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
      return undefined
    return new Uint8Array(key.export({ format: 'der', type: 'pkcs8' }))
  } catch {
    return undefined
  }
}

/** Checks one entry's cross-field rules and builds its {@link SocialProviderConfig}. */
function toProviderConfig(
  entry: Entry,
  refuse: (field: string, message: string) => void,
): SocialProviderConfig | undefined {
  const known = isKnown(entry.id) ? KNOWN_SOCIAL_PROVIDERS[entry.id] : undefined
  const name = entry.name ?? known?.name
  if (!name) {
    refuse('name', 'is required for an id outside google, apple, x, discord, github, facebook')
    return undefined
  }
  const base = {
    id: entry.id,
    name,
    clientId: entry.clientId,
    linkVerifiedEmail: entry.linkVerifiedEmail ?? (entry.id === 'google' || entry.id === 'apple'),
  }
  const secret = () => {
    if (entry.clientSecret) return entry.clientSecret
    refuse('clientSecret', 'is required')
    return undefined
  }
  if (entry.issuer !== undefined || entry.id === 'google') {
    const clientSecret = secret()
    if (!clientSecret) return undefined
    return {
      ...base,
      kind: 'oidc',
      issuer: entry.issuer ?? GOOGLE_ISSUER,
      clientSecret,
      scopes: entry.scopes ?? OIDC_SCOPES,
    }
  }
  if (!known) {
    refuse('issuer', 'is required for an id outside google, apple, x, discord, github, facebook')
    return undefined
  }
  const scopes = entry.scopes ?? [...known.scopes]
  if (entry.id === 'apple') {
    const missing = (['teamId', 'keyId', 'privateKey'] as const).filter((key) => !entry[key])
    for (const key of missing) refuse(key, 'is required for apple')
    if (!entry.teamId || !entry.keyId || !entry.privateKey) return undefined
    const privateKey = readApplePrivateKey(entry.privateKey)
    if (!privateKey) {
      refuse(
        'privateKey',
        'must be the Sign in with Apple key: a PEM PKCS#8 P-256 private key (.p8)',
      )
      return undefined
    }
    return { ...base, kind: 'apple', teamId: entry.teamId, keyId: entry.keyId, privateKey, scopes }
  }
  const clientSecret = secret()
  if (!clientSecret) return undefined
  return {
    ...base,
    kind: entry.id as 'x' | 'discord' | 'github' | 'facebook',
    clientSecret,
    scopes,
  }
}

const providersSchema = z
  .array(z.unknown(), { error: 'must be a JSON array [{ id, clientId, … }]' })
  .max(50)
  .transform((entries, context) => {
    const configs: SocialProviderConfig[] = []
    const seen = new Set<string>()
    entries.forEach((raw, index) => {
      const parsed = entrySchema.safeParse(raw)
      const id = z.object({ id: z.string().max(32) }).safeParse(raw).data?.id
      const label = id ? `[${index}] (${id})` : `[${index}]`
      const refuse = (field: string, message: string) =>
        context.addIssue({ code: 'custom', message: `${label}.${field}: ${message}` })
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          refuse(issue.path.map(String).join('.') || 'entry', issue.message)
        return
      }
      if (seen.has(parsed.data.id)) refuse('id', 'is listed twice')
      seen.add(parsed.data.id)
      const config = toProviderConfig(parsed.data, refuse)
      if (config) configs.push(config)
    })
    return configs
  })

/**
 * Parses `LATCH_AUTH_SOCIAL_PROVIDERS`: a JSON array of providers, each
 * `{ id, clientId, clientSecret?, issuer?, name?, scopes?, linkVerifiedEmail?, teamId?, keyId?, privateKey? }`.
 * An entry with `issuer` (`https:`, or `http:` on loopback) is an OpenID Connect issuer found
 * through `/.well-known/openid-configuration`, whatever its id; without one the id must be
 * `google` (Google's issuer), `apple` (`teamId`, `keyId`, `privateKey` PEM instead of a secret),
 * `x`, `discord`, `github` or `facebook`. Ids are unique, `^[a-z0-9][a-z0-9-]{0,31}$`, and
 * neither `email` nor `farcaster`; `name` is required for other ids.
 *
 * @param json The variable's value.
 * @returns The providers in the given order.
 * @throws {Error} naming each bad entry by index and id, e.g. `[2] (acme).issuer: …`.
 */
export function parseSocialProviders(json: string): SocialProviderConfig[] {
  const parsed = socialProvidersJsonSchema.safeParse(json)
  if (parsed.success) return parsed.data
  throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '))
}

/** `LATCH_AUTH_SOCIAL_PROVIDERS` as a zod schema (a JSON string in, the parsed providers out). */
export const socialProvidersJsonSchema = z
  .string()
  .transform((value, context): unknown => {
    try {
      return JSON.parse(value)
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON [{ id, clientId, … }]' })
      return z.NEVER
    }
  })
  .pipe(providersSchema)
