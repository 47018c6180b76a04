import type { SIWXMessageData } from '@latch/core'
import { parseCaipNetworkId, UnsupportedSIWXNamespaceError } from '@latch/core'
import type { SIWXSessionsApi } from '@latch/core/internal'
import type { CreateSIWXParameters } from '../createSIWXParameters.js'
import { generateSIWXNonce } from '../nonce/generateSIWXNonce.js'
import { createBip122Verifier } from '../verifiers/createBip122Verifier.js'
import { createEip155Verifier } from '../verifiers/createEip155Verifier.js'
import { createSolanaVerifier } from '../verifiers/createSolanaVerifier.js'
import { checkSession, type IssuedMessage } from './checkSession.js'
import { createSessionStore } from './createSessionStore.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** How many issued, not yet presented messages are kept; the oldest is dropped beyond. */
const MAX_ISSUED_MESSAGES = 1_000

/**
 * The asynchronous methods of `createSIWX`'s `siwx` option, loaded by the first of them: issuing
 * messages, checking and keeping sessions, as `createSIWX` documents them.
 *
 * @param parameters - `createSIWX`'s parameters, with the domain and URI it settled on.
 * @returns Every method of a `SIWXConfig` but `getRequired`.
 * @throws (from `createMessage`) {UnsupportedSIWXNamespaceError} 'No SIWX verifier for namespace
 * "{namespace}"'; (from `addSession`) {InvalidSIWXSessionError} naming the failed check.
 */
export function createSIWXSessions(
  parameters: CreateSIWXParameters & { domain: string; uri: string },
): SIWXSessionsApi {
  const {
    domain,
    uri,
    statement,
    expirationTimeMs = DAY_MS,
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
  }
}

/** RFC 3339 in whole seconds, as EIP-4361's examples write it: `2021-09-30T16:25:24Z`. */
function toTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}
