import type { CaipNetworkId, SIWXSession, StorageLike } from '@latch/core'
import { createLogger, createSafeStorage, isSameAccount } from '@latch/core/internal'
import * as z from 'zod/mini'

/** The storage key of the sign-in sessions (a JSON array of `SIWXSession`). */
const SESSIONS_KEY = '@latch/siwx_sessions'

/** Parameters of {@link createSessionStore}. */
export type CreateSessionStoreParameters = {
  /** A Web Storage; defaults to `localStorage` when present, else nothing is kept. */
  storage?: StorageLike | undefined
  /** The current time in ms since the epoch. */
  clock: () => number
}

/** Sign-in sessions kept one per CAIP-10 account. */
export type SessionStore = {
  /** The unexpired sessions of one account. */
  get(chainId: CaipNetworkId, address: string): SIWXSession[]
  /** Keeps `session`, replacing the one kept for its account. */
  add(session: SIWXSession): void
  /** Forgets the session of one account. */
  remove(chainId: CaipNetworkId, address: string): void
  /** Replaces every kept session. */
  set(sessions: readonly SIWXSession[]): void
}

/**
 * Keeps sign-in sessions (CAIP-122) under `@latch/siwx_sessions`, one per CAIP-10 account (address
 * case ignored for `eip155`). Reads drop sessions whose `expirationTime` has passed (or does not
 * parse) and entries that are not sessions. Storage that is full, blocked or absent never throws
 * (failures are logged at `warn` and ignored).
 *
 * @param parameters - {@link CreateSessionStoreParameters}
 * @returns A {@link SessionStore}.
 */
export function createSessionStore(parameters: CreateSessionStoreParameters): SessionStore {
  const { clock } = parameters
  const storage = createSafeStorage(createLogger('warn'), parameters.storage)

  function read(): SIWXSession[] {
    const stored = storage.get(SESSIONS_KEY, storedSessions)
    if (!stored) return []
    const sessions = stored.filter(isSession)
    const now = clock()
    const live = sessions.filter(({ data }) => {
      return data.expirationTime === undefined || now < Date.parse(data.expirationTime)
    })
    if (live.length !== stored.length) storage.set(SESSIONS_KEY, live)
    return live
  }

  const otherAccounts = (account: Parameters<typeof isSameAccount>[0]) =>
    read().filter(({ data }) => !isSameAccount(data, account))

  return {
    get: (chainId, accountAddress) =>
      read().filter(({ data }) => isSameAccount(data, { chainId, accountAddress })),
    add: (session) => storage.set(SESSIONS_KEY, [...otherAccounts(session.data), session]),
    remove: (chainId, accountAddress) =>
      storage.set(SESSIONS_KEY, otherAccounts({ chainId, accountAddress })),
    set: (sessions) => storage.set(SESSIONS_KEY, sessions),
  }
}

/** What may be stored under the sessions key: a list; entries that are not sessions are dropped. */
const storedSessions = z.array(z.unknown())

function isSession(value: unknown): value is SIWXSession {
  const { data } = (value ?? {}) as { data?: Partial<SIWXSession['data']> }
  return typeof data?.chainId === 'string' && typeof data.accountAddress === 'string'
}
