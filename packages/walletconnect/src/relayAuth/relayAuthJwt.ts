import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import * as v from 'valibot'
import { safeInteger } from '../jsonrpc/numbers.js'
import { decodeDidKey, encodeDidKey } from './didKey.js'
import { RelayAuthError } from './errors.js'

const SEED_LENGTH = 32
const SIGNATURE_LENGTH = 64
/** The SDK's `CRYPTO_JWT_TTL`: one day, in seconds. */
const DEFAULT_TTL = 86_400

const headerSchema = v.object({ alg: v.picklist(['EdDSA']), typ: v.picklist(['JWT']) })
const payloadSchema = v.object({
  iss: v.string(),
  sub: v.string(),
  aud: v.string(),
  iat: safeInteger,
  exp: safeInteger,
})

const utf8Decoder = new TextDecoder('utf-8', { fatal: true })

/** The claims of a relay auth JWT; `iat` and `exp` in Unix seconds. */
export type RelayAuthJwtPayload = {
  /** The client id: did:key of the client's Ed25519 public key. */
  iss: string
  /** A random nonce of the client's session. */
  sub: string
  /** The relay URL the client connects to, exactly as the client was given it. */
  aud: string
  /** Issued at, Unix seconds. */
  iat: number
  /** Expires at, Unix seconds. */
  exp: number
}

/** Parameters of {@link createRelayAuthJwt}. */
export type CreateRelayAuthJwtParameters = {
  /** The client's Ed25519 secret key (seed), 32 bytes; see {@link generateRelayAuthSeed}. */
  seed: Uint8Array
  /** The relay URL, exactly as given to the client (the SDK signs its `relayUrl` as is). */
  aud: string
  /** The subject nonce. Defaults to 32 random bytes in lowercase hex. */
  sub?: string
  /** Lifetime in **seconds**. Defaults to `86400` (one day, as the SDK). */
  ttl?: number
  /** The current time in **milliseconds** since the epoch. Defaults to `Date.now()`. */
  now?: number
}

/** Options of {@link verifyRelayAuthJwt}. */
export type VerifyRelayAuthJwtOptions = {
  /** The accepted audience(s): the relay's own URL(s). Not checked when absent. */
  aud?: string | readonly string[]
  /** The current time in **milliseconds** since the epoch. Defaults to `Date.now()`. */
  now?: number
}

/**
 * Signs the JWT a client presents to the relay, in the `auth` query parameter of the WebSocket URL
 * (https://specs.walletconnect.com/2.0/specs/clients/core/relay/relay-client-auth; format in
 * https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-authentication): header
 * `{"alg":"EdDSA","typ":"JWT"}`, payload `{iss, sub, aud, iat, exp}` in that order, each JSON in
 * unpadded base64url, and the Ed25519 signature of `header.payload`. Byte for byte what
 * `@walletconnect/relay-auth`'s `signJWT` writes for the same inputs.
 *
 * @param parameters - {@link CreateRelayAuthJwtParameters}
 * @returns The JWT. `iat` = floor(now / 1000), `exp` = `iat + ttl` (seconds).
 * @throws {RelayAuthError} 'Invalid relay auth parameter: the seed is 32 bytes, got <n>';
 * 'Invalid relay auth parameter: ttl <ttl> is not a positive integer (seconds)'.
 *
 * @example
 * import { createRelayAuthJwt, generateRelayAuthSeed } from '@latch/walletconnect'
 *
 * const seed = generateRelayAuthSeed() // persist it: its did:key is the client id
 * const auth = createRelayAuthJwt({ seed, aud: relayUrl })
 * const socket = new WebSocket(`${relayUrl}?auth=${auth}&projectId=${projectId}`)
 */
export function createRelayAuthJwt(parameters: CreateRelayAuthJwtParameters): string {
  useSmallBaseTable()
  const {
    seed,
    aud,
    sub = bytesToHex(randomBytes(32)),
    ttl = DEFAULT_TTL,
    now = Date.now(),
  } = parameters
  if (!Number.isSafeInteger(ttl) || ttl <= 0) {
    const details = `ttl ${ttl} is not a positive integer (seconds)`
    throw new RelayAuthError({ reason: 'invalidParameter', details })
  }
  const iat = Math.floor(now / 1000)
  const payload: RelayAuthJwtPayload = { iss: getClientId(seed), sub, aud, iat, exp: iat + ttl }
  const header = { alg: 'EdDSA', typ: 'JWT' }
  const signingInput = `${encodeJson(header)}.${encodeJson(payload)}`
  const signature = ed25519.sign(utf8ToBytes(signingInput), seed)
  return `${signingInput}.${base64urlnopad.encode(signature)}`
}

/**
 * Verifies a relay auth JWT as a relay does
 * (https://specs.walletconnect.com/2.0/specs/clients/core/relay/relay-client-auth): the header,
 * the claims' types, the Ed25519 signature by the key of the `iss` did:key, the expiry and, when
 * `options.aud` is given, the audience. Any string that fails throws a {@link RelayAuthError},
 * never another error. Extra claims (e.g. the spec's `act`) are allowed and dropped.
 *
 * @param jwt - The JWT, e.g. the `auth` query parameter of a client's WebSocket URL.
 * @param options - {@link VerifyRelayAuthJwtOptions}: `aud`, `now` (milliseconds).
 * @returns The claims {@link RelayAuthJwtPayload}; `iss` is the client id, `iat`/`exp` in seconds.
 * @throws {RelayAuthError} 'Malformed relay auth JWT: <what>' (not three base64url JSON parts, a
 * claim missing or of the wrong type); 'Relay auth JWT header must be {"alg":"EdDSA","typ":"JWT"}';
 * 'Invalid did:key: <what>' (the `iss`); 'Relay auth JWT signature is invalid'; 'Relay auth JWT
 * expired at <exp> (now <now>, Unix seconds)' when `exp` ≤ now; 'Relay auth JWT audience "<aud>"
 * is not "<expected>"'.
 *
 * @example
 * import { verifyRelayAuthJwt } from '@latch/walletconnect'
 *
 * const { iss: clientId } = verifyRelayAuthJwt(auth, { aud: 'wss://relay.example.org' })
 */
export function verifyRelayAuthJwt(
  jwt: string,
  options: VerifyRelayAuthJwtOptions = {},
): RelayAuthJwtPayload {
  const parts = jwt.split('.')
  const [encodedHeader, encodedPayload, encodedSignature] = parts
  if (
    parts.length !== 3 ||
    encodedHeader === undefined ||
    encodedPayload === undefined ||
    encodedSignature === undefined
  ) {
    const details = `expected 3 dot-separated parts, got ${parts.length}`
    throw new RelayAuthError({ reason: 'malformed', details })
  }
  if (!v.is(headerSchema, decodeJson(encodedHeader, 'header'))) {
    throw new RelayAuthError({ reason: 'badHeader' })
  }
  const parsed = v.safeParse(payloadSchema, decodeJson(encodedPayload, 'payload'))
  if (!parsed.success) {
    const details = 'the payload needs iss, sub and aud (strings), iat and exp (integers)'
    throw new RelayAuthError({
      reason: 'malformed',
      details,
      cause: new v.ValiError(parsed.issues),
    })
  }
  const payload = parsed.output
  const publicKey = decodeDidKey(payload.iss)
  const signature = decodeBase64url(encodedSignature, 'signature')
  const signingInput = utf8ToBytes(`${encodedHeader}.${encodedPayload}`)
  if (
    signature.length !== SIGNATURE_LENGTH ||
    !ed25519.verify(signature, signingInput, publicKey)
  ) {
    throw new RelayAuthError({ reason: 'badSignature' })
  }
  const now = Math.floor((options.now ?? Date.now()) / 1000)
  if (payload.exp <= now) throw new RelayAuthError({ reason: 'expired', exp: payload.exp, now })
  if (options.aud !== undefined) {
    const expected = typeof options.aud === 'string' ? [options.aud] : options.aud
    if (!expected.includes(payload.aud)) {
      throw new RelayAuthError({ reason: 'wrongAudience', aud: payload.aud, expected })
    }
  }
  return payload
}

/**
 * The relay client id of a seed: the did:key of its Ed25519 public key
 * (https://specs.walletconnect.com/2.0/specs/clients/core/relay/relay-client-auth), as the SDK's
 * `crypto.getClientId()`.
 *
 * @param seed - The Ed25519 secret key (seed), 32 bytes.
 * @returns `did:key:z6Mk…`.
 * @throws {RelayAuthError} 'Invalid relay auth parameter: the seed is 32 bytes, got <n>'.
 *
 * @example
 * import { generateRelayAuthSeed, getClientId } from '@latch/walletconnect'
 *
 * const clientId = getClientId(generateRelayAuthSeed())
 */
export function getClientId(seed: Uint8Array): string {
  if (seed.length !== SEED_LENGTH) {
    const details = `the seed is ${SEED_LENGTH} bytes, got ${seed.length}`
    throw new RelayAuthError({ reason: 'invalidParameter', details })
  }
  return encodeDidKey(ed25519.getPublicKey(seed))
}

/**
 * Generates a relay auth seed: a random Ed25519 secret key. Persist it; the client id is derived
 * from it and the relay keeps the client's mailbox under that id.
 *
 * @returns 32 random bytes.
 *
 * @example
 * import { generateRelayAuthSeed } from '@latch/walletconnect'
 *
 * const seed = generateRelayAuthSeed()
 */
export function generateRelayAuthSeed(): Uint8Array {
  return ed25519.utils.randomPrivateKey()
}

function encodeJson(value: unknown): string {
  return base64urlnopad.encode(utf8ToBytes(JSON.stringify(value)))
}

function decodeBase64url(encoded: string, part: 'header' | 'payload' | 'signature'): Uint8Array {
  try {
    return base64urlnopad.decode(encoded)
  } catch (error) {
    const details = `the ${part} is not unpadded base64url`
    throw new RelayAuthError({ reason: 'malformed', details, cause: error })
  }
}

function decodeJson(encoded: string, part: 'header' | 'payload'): unknown {
  const bytes = decodeBase64url(encoded, part)
  try {
    return JSON.parse(utf8Decoder.decode(bytes))
  } catch (error) {
    throw new RelayAuthError({
      reason: 'malformed',
      details: `the ${part} is not JSON`,
      cause: error,
    })
  }
}

let baseTableReady = false

/**
 * noble's first Ed25519 operation builds a table of base-point multiples, by default with 8-bit
 * windows: about 100 ms in a browser, on the path to the first pairing URI. A client signs one JWT
 * per connection, so 4-bit windows (about 15 ms to build, a few ms per signature) are the better
 * trade. noble's documented `utils.precompute`, applied once.
 */
function useSmallBaseTable() {
  if (baseTableReady) return
  baseTableReady = true
  ed25519.utils.precompute(4)
}
