import * as z from 'zod/mini'
import { metadataSchema, sessionNamespacesSchema } from './schemas.js'
import type { Session, SignClientStorage } from './types.js'

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/i))

const pairingRecordSchema = z.object({
  topic: hex64,
  symKey: hex64,
  /** Seconds since the epoch. */
  expiry: z.number(),
  active: z.boolean(),
})

const sessionRecordSchema = z.object({
  topic: hex64,
  symKey: hex64,
  pairingTopic: z.string(),
  namespaces: sessionNamespacesSchema,
  peer: metadataSchema,
  expiry: z.number(),
})

/** A pairing as stored: its topic, symmetric key, expiry (seconds) and whether a session settled on it. */
export type PairingRecord = z.infer<typeof pairingRecordSchema>
/** A session as stored: the public {@link Session} plus its symmetric key. */
export type SessionRecord = Session & { symKey: string }

/** Parameters of {@link createSessionStore}. */
export type CreateSessionStoreParameters = {
  storage: SignClientStorage | undefined
  /** Key prefix, e.g. `'wc@2:latch'`. */
  prefix: string
}

/**
 * The sign client's memory of pairings and sessions, written through to storage on every change
 * and read back (validated; corrupt or expired records are dropped) by `load`. Symmetric keys are
 * stored with their topics: a restored session must decrypt the wallet's messages.
 *
 * @param parameters - {@link CreateSessionStoreParameters}
 */
export function createSessionStore({ storage, prefix }: CreateSessionStoreParameters) {
  const pairings = new Map<string, PairingRecord>()
  const sessions = new Map<string, SessionRecord>()
  const keys = { pairings: `${prefix}:pairings`, sessions: `${prefix}:sessions` }

  function read<T>(key: string, schema: z.ZodMiniType<T>, now: number): T[] {
    const stored = storage?.get(key)
    if (!Array.isArray(stored)) return []
    return stored.flatMap((value) => {
      const parsed = schema.safeParse(value)
      const expiry = parsed.success ? (parsed.data as { expiry: number }).expiry : 0
      return parsed.success && expiry * 1000 > now ? [parsed.data] : []
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
    /** Writes pairings and sessions. */
    save() {
      storage?.set(keys.pairings, [...pairings.values()])
      storage?.set(keys.sessions, [...sessions.values()])
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
export function toSession({ symKey: _symKey, ...session }: SessionRecord): Session {
  return session
}
