import * as z from 'zod/mini'

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/i))
const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const caip10 = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/))
const namespaceKey = z.string().check(z.regex(/^[-a-z0-9]{3,8}(:[-_a-zA-Z0-9]{1,32})?$/))
const shortString = z.string().check(z.maxLength(2_048))

/** The peer's metadata (untrusted: shown as text; icon URLs are checked where they are shown). */
export const metadataSchema = z.object({
  name: z.catch(shortString, ''),
  description: z.catch(shortString, ''),
  url: z.catch(shortString, ''),
  icons: z.catch(z.array(shortString).check(z.maxLength(16)), []),
})

/** An approved session namespace (CAIP-25): CAIP-10 accounts, methods, events, CAIP-2 chains. */
export const sessionNamespaceSchema = z.object({
  accounts: z.array(caip10).check(z.maxLength(1_000)),
  methods: z.array(shortString).check(z.maxLength(1_000)),
  events: z.array(shortString).check(z.maxLength(1_000)),
  chains: z.optional(z.array(caip2).check(z.maxLength(1_000))),
})

/** Approved namespaces keyed by namespace (`eip155`) or chain (`eip155:1`). */
export const sessionNamespacesSchema = z
  .record(namespaceKey, sessionNamespaceSchema)
  .check(z.refine((namespaces) => Object.keys(namespaces).length > 0, 'no namespace'))

/** `wc_sessionPropose` result: the wallet's X25519 public key. */
export const proposeResultSchema = z.object({
  relay: z.object({ protocol: z.string() }),
  responderPublicKey: hex64,
})

/** `wc_sessionSettle` params. `expiry` is in seconds. */
export const settleParamsSchema = z.object({
  relay: z.object({ protocol: z.string() }),
  namespaces: sessionNamespacesSchema,
  controller: z.object({ publicKey: hex64, metadata: metadataSchema }),
  expiry: z.number().check(z.int(), z.positive()),
  sessionProperties: z.optional(z.record(z.string(), z.unknown())),
})

/** `wc_sessionUpdate` params. */
export const updateParamsSchema = z.object({ namespaces: sessionNamespacesSchema })

/** `wc_sessionExtend` params; `expiry` in seconds. */
export const extendParamsSchema = z.object({ expiry: z.number().check(z.int(), z.positive()) })

/** `wc_sessionEvent` params. */
export const eventParamsSchema = z.object({
  event: z.object({ name: shortString, data: z.unknown() }),
  chainId: caip2,
})

/** A CACAO (CAIP-74) as a wallet returns it from `wc_sessionAuthenticate`. */
export const cacaoSchema = z.object({
  h: z.object({ t: z.string() }),
  p: z.object({
    domain: shortString,
    aud: shortString,
    version: shortString,
    nonce: shortString,
    iat: shortString,
    iss: z
      .string()
      .check(z.regex(/^did:pkh:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)),
    statement: z.optional(z.string().check(z.maxLength(8_192))),
    exp: z.optional(shortString),
    nbf: z.optional(shortString),
    requestId: z.optional(shortString),
    resources: z.optional(z.array(z.string().check(z.maxLength(65_536))).check(z.maxLength(64))),
  }),
  s: z.object({ t: z.string(), s: z.string().check(z.maxLength(65_536)) }),
})

/** `wc_sessionAuthenticate` result: one CACAO per signed chain and the wallet's public key. */
export const authenticateResultSchema = z.object({
  cacaos: z.array(cacaoSchema).check(z.minLength(1), z.maxLength(100)),
  responder: z.object({ publicKey: hex64, metadata: metadataSchema }),
})

/** A wallet's metadata as shown to the user. */
export type Metadata = z.infer<typeof metadataSchema>
/** An approved namespace (CAIP-25). */
export type SessionNamespace = z.infer<typeof sessionNamespaceSchema>
/** Approved namespaces, keyed by namespace or CAIP-2 id. */
export type SessionNamespaces = Record<string, SessionNamespace>
/** A CACAO (CAIP-74) a wallet signed. */
export type Cacao = z.infer<typeof cacaoSchema>
