import * as v from 'valibot'
import { anyValue, positiveSafeInteger } from '../jsonrpc/numbers.js'

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/i))
const caip2 = v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const caip10 = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
)
const namespaceKey = v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}(:[-_a-zA-Z0-9]{1,32})?$/))
const shortString = v.pipe(v.string(), v.maxLength(2_048))
const relay = v.object({ protocol: v.string() })

/** The peer's metadata (untrusted: shown as text; icon URLs are checked where they are shown). */
export const metadataSchema = v.object({
  name: v.fallback(shortString, ''),
  description: v.fallback(shortString, ''),
  url: v.fallback(shortString, ''),
  icons: v.fallback(v.pipe(v.array(shortString), v.maxLength(16)), []),
})

/** An approved session namespace (CAIP-25): CAIP-10 accounts, methods, events, CAIP-2 chains. */
export const sessionNamespaceSchema = v.object({
  accounts: v.pipe(v.array(caip10), v.maxLength(1_000)),
  methods: v.pipe(v.array(shortString), v.maxLength(1_000)),
  events: v.pipe(v.array(shortString), v.maxLength(1_000)),
  chains: v.optional(v.pipe(v.array(caip2), v.maxLength(1_000))),
})

/** Approved namespaces keyed by namespace (`eip155`) or chain (`eip155:1`). */
export const sessionNamespacesSchema = v.pipe(
  v.record(namespaceKey, sessionNamespaceSchema),
  v.check((namespaces) => Object.keys(namespaces).length > 0, 'no namespace'),
)

/** `wc_sessionPropose` result: the wallet's X25519 public key. */
export const proposeResultSchema = v.object({ relay, responderPublicKey: hex64 })

/** `wc_sessionSettle` params. `expiry` is in seconds. */
export const settleParamsSchema = v.object({
  relay,
  namespaces: sessionNamespacesSchema,
  controller: v.object({ publicKey: hex64, metadata: metadataSchema }),
  expiry: positiveSafeInteger,
  sessionProperties: v.optional(v.record(v.string(), anyValue)),
})

/** `wc_sessionUpdate` params. */
export const updateParamsSchema = v.object({ namespaces: sessionNamespacesSchema })

/** `wc_sessionExtend` params; `expiry` in seconds. */
export const extendParamsSchema = v.object({ expiry: positiveSafeInteger })

/** `wc_sessionEvent` params. */
export const eventParamsSchema = v.object({
  event: v.object({ name: shortString, data: v.optional(anyValue) }),
  chainId: caip2,
})

/** A CACAO (CAIP-74) as a wallet returns it from `wc_sessionAuthenticate`. */
export const cacaoSchema = v.object({
  h: v.object({ t: v.string() }),
  p: v.object({
    domain: shortString,
    aud: shortString,
    version: shortString,
    nonce: shortString,
    iat: shortString,
    iss: v.pipe(
      v.string(),
      v.regex(/^did:pkh:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
    ),
    statement: v.optional(v.pipe(v.string(), v.maxLength(8_192))),
    exp: v.optional(shortString),
    nbf: v.optional(shortString),
    requestId: v.optional(shortString),
    resources: v.optional(
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(65_536))), v.maxLength(64)),
    ),
  }),
  s: v.object({ t: v.string(), s: v.pipe(v.string(), v.maxLength(65_536)) }),
})

/** `wc_sessionAuthenticate` result: one CACAO per signed chain and the wallet's public key. */
export const authenticateResultSchema = v.object({
  cacaos: v.pipe(v.array(cacaoSchema), v.minLength(1), v.maxLength(100)),
  responder: v.object({ publicKey: hex64, metadata: metadataSchema }),
})

/** A wallet's metadata as shown to the user. */
export type Metadata = v.InferOutput<typeof metadataSchema>
/** An approved namespace (CAIP-25). */
export type SessionNamespace = v.InferOutput<typeof sessionNamespaceSchema>
/** Approved namespaces, keyed by namespace or CAIP-2 id. */
export type SessionNamespaces = Record<string, SessionNamespace>
/** A CACAO (CAIP-74) a wallet signed. */
export type Cacao = v.InferOutput<typeof cacaoSchema>
