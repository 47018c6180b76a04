import * as v from 'valibot'
import { finiteNumber } from '../jsonrpc/numbers.js'
import { metadataSchema, sessionNamespacesSchema } from './schemas.js'
import type { Session, SignClientStorage } from './types.js'

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/i))

const pairingRecordSchema = v.object({
  topic: hex64,
  symKey: hex64,
  /** Seconds since the epoch. */
  expiry: finiteNumber,
  active: v.boolean(),
})

const sessionRecordSchema = v.object({
  topic: hex64,
  symKey: hex64,
  pairingTopic: v.string(),
  namespaces: sessionNamespacesSchema,
  peer: metadataSchema,
  expiry: finiteNumber,
  lastRequestId: v.optional(finiteNumber),
})

/** A pairing as stored: its topic, symmetric key, expiry (seconds) and whether a session settled on it. */
export type PairingRecord = v.InferOutput<typeof pairingRecordSchema>
/** A session as stored: the public {@link Session} plus its symmetric key. */
export type SessionRecord = Session & {
  symKey: string
  /**
   * The id of the last update or event the wallet sent that was applied: an older one (a replay,
   * or one the relay delivers late) is acknowledged but not applied.
   */
  lastRequestId?: number | undefined
}

/** Parameters of {@link createSessionStore}. */
export type CreateSessionStoreParameters = {
  storage: SignClientStorage | undefined
  /** Key prefix, e.g. `'wc@2:latch'`. */
  prefix: string
}

/**
 * The sign client's memory of pairings and sessions, written through to storage on every change
 * and read back (validated; corrupt or expired records are dropped) by `load`. Symmetric keys are
 * stored with their topics: a restored session must decrypt the wallet's messages. A write merges
 * with what storage holds (another tab's records stay; what this client forgot is removed), so two
 * pages of the same app do not wipe each other's sessions.
 *
 * @param parameters - {@link CreateSessionStoreParameters}
 */
export function createSessionStore({ storage, prefix }: CreateSessionStoreParameters) {
  const pairings = new Map<string, PairingRecord>()
  const sessions = new Map<string, SessionRecord>()
  const keys = { pairings: `${prefix}:pairings`, sessions: `${prefix}:sessions` }
  const forgotten = { pairings: new Set<string>(), sessions: new Set<string>() }

  function read<T extends { expiry: number }>(
    key: string,
    schema: v.GenericSchema<unknown, T>,
    now: number,
  ): T[] {
    const stored = storage?.get(key)
    if (!Array.isArray(stored)) return []
    return stored.flatMap((value) => {
      const parsed = v.safeParse(schema, value)
      return parsed.success && parsed.output.expiry * 1000 > now ? [parsed.output] : []
    })
  }

  return {
    pairings,
    sessions,
    /** Reads what an earlier page stored, dropping what is malformed or expired. */
    load(now = Date.now()) {
      for (const pairing of read(keys.pairings, pairingRecordSchema, now))
        pairings.set(pairing.topic, pairing)
      for (const session of read(keys.sessions, sessionRecordSchema, now))
        sessions.set(session.topic, session)
    },
    /** Writes pairings and sessions, merged with what storage holds. */
    save(now = Date.now()) {
      const merge = <record extends { topic: string }>(
        stored: record[],
        memory: Map<string, record>,
        gone: Set<string>,
      ) => {
        const merged = new Map(stored.map((record) => [record.topic, record]))
        for (const topic of gone) merged.delete(topic)
        for (const [topic, record] of memory) merged.set(topic, record)
        return [...merged.values()]
      }
      const storedPairings = read(keys.pairings, pairingRecordSchema, now)
      const storedSessions = read(keys.sessions, sessionRecordSchema, now)
      storage?.set(keys.pairings, merge(storedPairings, pairings, forgotten.pairings))
      storage?.set(keys.sessions, merge(storedSessions, sessions, forgotten.sessions))
    },
    /** Forgets a session (removed from storage on the next `save`). */
    deleteSession(topic: string): boolean {
      forgotten.sessions.add(topic)
      return sessions.delete(topic)
    },
    /** Forgets a pairing (removed from storage on the next `save`). */
    deletePairing(topic: string): boolean {
      forgotten.pairings.add(topic)
      return pairings.delete(topic)
    },
    /** The symmetric key of a pairing or session topic. */
    symKeyOf(topic: string): string | undefined {
      return sessions.get(topic)?.symKey ?? pairings.get(topic)?.symKey
    },
  }
}

/** What {@link createSessionStore} returns. */
export type SessionStore = ReturnType<typeof createSessionStore>

/** The public view of a stored session (without its key). */
export function toSession({
  symKey: _symKey,
  lastRequestId: _lastRequestId,
  ...session
}: SessionRecord): Session {
  return session
}
