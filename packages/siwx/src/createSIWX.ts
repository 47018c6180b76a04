import type { SIWXConfig, SIWXMessageData } from '@latch/core'
import {
  InvalidOptionError,
  parseCaipNetworkId,
  type StorageLike,
  UnsupportedSIWXNamespaceError,
} from '@latch/core'
import { getPageSite } from '@latch/core/internal'
import { generateSIWXNonce } from './nonce/generateSIWXNonce.js'
import { checkSession, type IssuedMessage } from './sessions/checkSession.js'
import { createSessionStore } from './sessions/createSessionStore.js'
import { createBip122Verifier } from './verifiers/createBip122Verifier.js'
import { createEip155Verifier } from './verifiers/createEip155Verifier.js'
import { createSolanaVerifier } from './verifiers/createSolanaVerifier.js'
import type { SIWXVerifier } from './verifiers/types.js'

/** Parameters of {@link createSIWX}. */
export type CreateSIWXParameters = {
  /**
   * The RFC 3986 authority asking for sign-ins, e.g. `service.org` or `localhost:5173`. Defaults to
   * `window.location.host`; required where there is no `window`.
   */
  domain?: string | undefined
  /** The URI sign-ins are for, e.g. `https://service.org`. Defaults to `window.location.origin`. */
  uri?: string | undefined
  /** A one-line assertion shown above the message's fields; no line breaks. */
  statement?: string | undefined
  /** How long a sign-in is valid, in milliseconds. Defaults to 24 hours. */
  expirationTimeMs?: number | undefined
  /** Whether signing in is required (spec §4). Defaults to `false`. */
  required?: boolean | undefined
  /** Where sessions are kept (key `@latch/siwx_sessions`). Defaults to `localStorage`. */
  storage?: StorageLike | undefined
  /**
   * One verifier per namespace. Defaults to `[createEip155Verifier(), createSolanaVerifier(),
   * createBip122Verifier()]`: EVM accounts offline (EOAs only), Solana and Bitcoin ones.
   */
  verifiers?: readonly SIWXVerifier[] | undefined
  /**
   * Makes each message's nonce: at least 8 alphanumeric characters (EIP-4361). Defaults to
   * {@link generateSIWXNonce} (128 random bits). A server can issue nonces here.
   */
  nonceProvider?: (() => string | Promise<string>) | undefined
  /** The current time in ms since the epoch. Defaults to `Date.now`; tests pass a fake clock. */
  clock?: (() => number) | undefined
}

const DAY_MS = 24 * 60 * 60 * 1000

/** How many issued, not yet presented messages are kept; the oldest is dropped beyond. */
const MAX_ISSUED_MESSAGES = 1_000

/**
 * Creates the default `siwx` option (spec §4 "Sign-in flow"): CAIP-122 sign-in
 * (https://chainagnostic.org/CAIPs/caip-122), written as EIP-4361 for `eip155` accounts
 * (https://eips.ethereum.org/EIPS/eip-4361) and in the same layout for `solana` ("Solana
 * account", ed25519) and `bip122` ("Bitcoin account", BIP-322 or legacy signatures) ones,
 * verified in the browser and kept in `localStorage`. Every namespace gets the same checks.
 *
 * - `createMessage` issues a message with a fresh nonce, timestamps in whole seconds
 *   (`issuedAt` now, `expirationTime` after `expirationTimeMs`), the domain, URI and statement.
 *   It rejects with `UnsupportedSIWXNamespaceError` ('No SIWX verifier for namespace "{namespace}"')
 *   when no verifier handles the account's namespace, `InvalidCaipNetworkIdError` for a malformed
 *   network id, and the verifier's error for a field it cannot write (viem's
 *   `SiweInvalidMessageFieldError` or `InvalidAddressError` for `eip155`,
 *   `InvalidSIWXMessageFieldError` for `solana` and `bip122`).
 * - `addSession` accepts a session only for a message issued here, signed in its namespace's
 *   encoding (`0x` hex for `eip155`, base58 ed25519 for `solana`, base64 BIP-322 or legacy for
 *   `bip122`; see each verifier): its nonce is good for one
 *   call, whatever the outcome, and until the message expires; at most 1,000 issued messages
 *   wait at a time (the oldest is dropped). It rejects with `InvalidSIWXSessionError`, `check` naming the
 *   first failed check: `nonce`, `domain`, `chainId`, `address`, `expirationTime`, `notBefore`,
 *   `message`, `signature` (messages on the error class). A valid session replaces the kept one
 *   of its CAIP-10 account.
 * - `getSessions` returns the account's unexpired session (none or one); expired ones are
 *   dropped. `revokeSession` forgets it. `setSessions` replaces all, unverified: pass only
 *   sessions from a source you trust (e.g. your server).
 *
 * @param parameters - {@link CreateSIWXParameters}
 * @returns A {@link SIWXConfig} for Latch's `siwx` option.
 * @throws {InvalidOptionError} 'Invalid option `domain`: is required where there is no
 * window.location' (and the same for `uri`).
 *
 * @example
 * import { createSIWX } from '@latch/siwx'
 *
 * const siwx = createSIWX({ statement: 'Sign in to Example', required: true })
 * const latch = createLatch({ networks: [mainnet], siwx })
 */
export function createSIWX(parameters: CreateSIWXParameters = {}): SIWXConfig {
  const page = getPageSite()
  const domain = parameters.domain ?? page?.domain
  const uri = parameters.uri ?? page?.uri
  const missing = 'is required where there is no window.location'
  if (!domain) throw new InvalidOptionError('domain', missing)
  if (!uri) throw new InvalidOptionError('uri', missing)
  const {
    statement,
    expirationTimeMs = DAY_MS,
    required = false,
    verifiers = [createEip155Verifier(), createSolanaVerifier(), createBip122Verifier()],
    nonceProvider = generateSIWXNonce,
    clock = Date.now,
  } = parameters
  const sessions = createSessionStore({ storage: parameters.storage, clock })
  // Messages issued and not yet presented, by nonce, oldest first. Bounded: an expired one is
  // dropped, and past MAX_ISSUED_MESSAGES the oldest goes (a page asking for messages in a loop
  // cannot grow memory without end).
  const issued = new Map<string, IssuedMessage & { expiresAt: number }>()
  const forgetStale = (now: number) => {
    for (const [nonce, message] of issued) if (message.expiresAt <= now) issued.delete(nonce)
    while (issued.size >= MAX_ISSUED_MESSAGES) issued.delete(issued.keys().next().value as string)
  }

  return {
    async createMessage({ accountAddress, chainId }) {
      const { namespace } = parseCaipNetworkId(chainId)
      const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
      if (!verifier) {
        throw new UnsupportedSIWXNamespaceError(
          namespace,
          verifiers.map((candidate) => candidate.namespace),
        )
      }
      const now = clock()
      const data: SIWXMessageData = {
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce: await nonceProvider(),
        issuedAt: toTimestamp(now),
        expirationTime: toTimestamp(now + expirationTimeMs),
        statement,
      }
      const message = await verifier.formatMessage(data)
      forgetStale(now)
      issued.set(data.nonce, { data, message, verifier, expiresAt: now + expirationTimeMs })
      return { ...data, toString: () => message }
    },
    async addSession(session) {
      const { nonce } = session.data
      const issuedMessage = issued.get(nonce)
      issued.delete(nonce)
      await checkSession({ session, issued: issuedMessage, domain, now: clock() })
      sessions.add(session)
    },
    async revokeSession(chainId, address) {
      sessions.remove(chainId, address)
    },
    async setSessions(list) {
      sessions.set(list)
    },
    async getSessions(chainId, address) {
      return sessions.get(chainId, address)
    },
    getRequired: () => required,
  }
}

/** RFC 3339 in whole seconds, as EIP-4361's examples write it: `2021-09-30T16:25:24Z`. */
function toTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}
