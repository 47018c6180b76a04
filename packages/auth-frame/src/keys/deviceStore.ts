import { createDeviceKey, openDeviceShare, sealDeviceShare } from './deviceShareCipher.js'
import { createProofKey } from './dpopProof.js'

/** A stored session: the refresh token and the key its refreshes must be signed with. */
export type StoredSession = {
  refreshToken: string
  /** The non-extractable ECDSA P-256 pair the token is bound to (DPoP). */
  proofKey: CryptoKeyPair
}

/** A social login started here and not collected yet (see `DeviceStore.setSocialAttempt`). */
export type SocialAttempt = {
  attemptId: string
  /** The provider's id, e.g. `google`. */
  provider: string
  /** The non-extractable ECDSA P-256 pair the attempt is bound to: only it collects the session. */
  proofKey: CryptoKeyPair
  /** When the server forgets the attempt (ISO 8601). */
  expiresAt: string
}

/**
 * What the frame keeps on this device (the frame origin's IndexedDB): per project, the session's
 * refresh token with the non-extractable key it is bound to; per project and user, the wallet's
 * address and this device's key share, encrypted under a non-extractable AES-GCM device key; and
 * one non-extractable ECDSA P-256 device proof key, which makes this browser a known device to the
 * auth server once a code login proved it.
 */
export type DeviceStore = {
  /** The stored session of `projectId`, if any (one from before key binding counts as none). */
  getSession(projectId: string): Promise<StoredSession | undefined>
  /** Stores (rotates) the session, or removes it with `undefined`. */
  setSession(projectId: string, session: StoredSession | undefined): Promise<void>
  /**
   * This device's share of the user's wallet, if any. A share stored in clear (before encryption
   * at rest) is encrypted and rewritten on this read; one that does not decrypt counts as none.
   */
  getDeviceShare(
    projectId: string,
    userId: string,
  ): Promise<{ address: string; deviceShare: Uint8Array } | undefined>
  /** Stores this device's share of the user's wallet, encrypted under the device key. */
  setDeviceShare(
    projectId: string,
    userId: string,
    value: { address: string; email: string | null; deviceShare: Uint8Array },
  ): Promise<void>
  /**
   * This browser's device proof key: a non-extractable ECDSA P-256 pair, made on the first call
   * and kept for good (one per origin, whatever the project or user), apart from the session's
   * key. Its proofs on code requests and logins let the auth server tell a browser the user has
   * logged in from.
   * @returns The pair, or `undefined` where it cannot be stored (e.g. a browser that cannot keep a
   *   CryptoKey in IndexedDB): this browser is then an unknown device.
   */
  getDeviceProofKey(): Promise<CryptoKeyPair | undefined>
  /** The pending social login of `projectId`, if any (malformed counts as none). */
  getSocialAttempt(projectId: string): Promise<SocialAttempt | undefined>
  /**
   * Stores the pending social login of `projectId` (one per project: a new one replaces it), or
   * removes it with `undefined`. Kept in IndexedDB so that a login in redirect mode finds its
   * key when the page comes back.
   */
  setSocialAttempt(projectId: string, attempt: SocialAttempt | undefined): Promise<void>
}

/** The minimal key-value access {@link createDeviceStore} builds on. */
export type KeyValueStore = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  /**
   * Stores `value` under `key` unless a value is there, atomically (two tabs cannot both store).
   * @returns The value stored under `key` afterwards.
   */
  setIfAbsent(key: string, value: unknown): Promise<unknown>
}

const sessionKey = (projectId: string) => `session:${projectId}`
const walletKey = (projectId: string, userId: string) => `wallet:${projectId}:${userId}`
const socialKey = (projectId: string) => `social:${projectId}`
const DEVICE_KEY = 'device-key'
const DEVICE_PROOF_KEY = 'device-proof-key'

const isCryptoKey = (value: unknown): value is CryptoKey =>
  typeof CryptoKey !== 'undefined' && value instanceof CryptoKey

const isKeyPair = (value: unknown): value is CryptoKeyPair => {
  const pair = value as { privateKey?: unknown; publicKey?: unknown } | undefined
  return isCryptoKey(pair?.privateKey) && isCryptoKey(pair?.publicKey)
}

const keyPairOf = (value: unknown): CryptoKeyPair | undefined =>
  isKeyPair(value) ? { privateKey: value.privateKey, publicKey: value.publicKey } : undefined

/**
 * The frame's {@link DeviceStore} over a key-value store (IndexedDB in the page, memory in tests).
 * Stored values are checked when read: anything malformed counts as absent. The device key is
 * made on the first share stored, once per origin. A value the store refuses to clone (some
 * WebKit modes, e.g. Lockdown Mode, cannot store a CryptoKey in IndexedDB) is kept in memory for
 * this page instead, with a warning: the user then logs in again on the next visit.
 *
 * @param backing - Where values live, e.g. {@link openIndexedDbStore}.
 */
export function createDeviceStore(backing: KeyValueStore): DeviceStore {
  const store = withPageFallback(backing)
  let deviceKey: Promise<CryptoKey> | undefined
  let deviceProofKey: Promise<CryptoKeyPair | undefined> | undefined

  function getDeviceKey(): Promise<CryptoKey> {
    deviceKey ??= (async () => {
      const stored = await store.get(DEVICE_KEY)
      if (isCryptoKey(stored)) return stored
      const kept = await store.setIfAbsent(DEVICE_KEY, await createDeviceKey())
      if (!isCryptoKey(kept)) throw new Error('The device key could not be stored.')
      return kept
    })()
    deviceKey.catch(() => {
      deviceKey = undefined
    })
    return deviceKey
  }

  async function storeShare(
    projectId: string,
    userId: string,
    value: { address: string; email: string | null; deviceShare: Uint8Array },
  ) {
    const { address, email, deviceShare } = value
    const sealedShare = await sealDeviceShare(await getDeviceKey(), deviceShare, {
      projectId,
      userId,
      address,
    })
    await store.set(walletKey(projectId, userId), { address, email, sealedShare })
  }

  return {
    async getSession(projectId) {
      const value = (await store.get(sessionKey(projectId))) as
        | { refreshToken?: unknown; proofKey?: { privateKey?: unknown; publicKey?: unknown } }
        | undefined
      const proofKey = value?.proofKey
      if (
        typeof value?.refreshToken !== 'string' ||
        !isCryptoKey(proofKey?.privateKey) ||
        !isCryptoKey(proofKey?.publicKey)
      )
        return undefined
      return {
        refreshToken: value.refreshToken,
        proofKey: { privateKey: proofKey.privateKey, publicKey: proofKey.publicKey },
      }
    },
    async setSession(projectId, session) {
      if (session === undefined) await store.delete(sessionKey(projectId))
      else await store.set(sessionKey(projectId), session)
    },
    async getDeviceShare(projectId, userId) {
      const value = (await store.get(walletKey(projectId, userId))) as
        | { address?: unknown; email?: unknown; sealedShare?: unknown; deviceShare?: unknown }
        | undefined
      if (typeof value?.address !== 'string') return undefined
      const { address } = value
      if (value.sealedShare instanceof Uint8Array) {
        const place = { projectId, userId, address }
        const deviceShare = await openDeviceShare(await getDeviceKey(), value.sealedShare, place)
        return deviceShare && { address, deviceShare }
      }
      if (!(value.deviceShare instanceof Uint8Array)) return undefined
      // Stored in clear by an earlier version: encrypt it now.
      const { deviceShare } = value
      const email = typeof value.email === 'string' ? value.email : ''
      await storeShare(projectId, userId, { address, email, deviceShare })
      return { address, deviceShare }
    },
    setDeviceShare: storeShare,
    getDeviceProofKey() {
      // Not kept in memory where the store refuses it: a key lasting one page is no known device.
      deviceProofKey ??= (async () => {
        const stored = keyPairOf(await backing.get(DEVICE_PROOF_KEY))
        if (stored) return stored
        return keyPairOf(await backing.setIfAbsent(DEVICE_PROOF_KEY, await createProofKey()))
      })().catch((error: unknown) => {
        console.warn('[Latch auth frame] No device key: this browser is an unknown device.', error)
        return undefined
      })
      return deviceProofKey
    },
    async getSocialAttempt(projectId) {
      const value = (await store.get(socialKey(projectId))) as Partial<SocialAttempt> | undefined
      const proofKey = keyPairOf(value?.proofKey)
      const { attemptId, provider, expiresAt } = value ?? {}
      if (!proofKey || typeof attemptId !== 'string' || typeof provider !== 'string') return
      if (typeof expiresAt !== 'string') return
      return { attemptId, provider, proofKey, expiresAt }
    },
    async setSocialAttempt(projectId, attempt) {
      if (attempt === undefined) await store.delete(socialKey(projectId))
      else await store.set(socialKey(projectId), attempt)
    },
  }
}

const isDataCloneError = (error: unknown) =>
  error instanceof Error && (error as { name?: string }).name === 'DataCloneError'

// `store`, but values it refuses to clone live in memory for this page (read first).
function withPageFallback(store: KeyValueStore): KeyValueStore {
  const inMemory = new Map<string, unknown>()
  const refused = (key: string, value: unknown, error: unknown) => {
    if (!isDataCloneError(error)) throw error
    console.warn(
      `[Latch auth frame] This browser cannot store a key in IndexedDB (${key}): it lasts for this page only.`,
    )
    inMemory.set(key, value)
    return value
  }
  return {
    get: async (key) => (inMemory.has(key) ? inMemory.get(key) : store.get(key)),
    async set(key, value) {
      try {
        await store.set(key, value)
        inMemory.delete(key)
      } catch (error) {
        refused(key, value, error)
      }
    },
    async delete(key) {
      inMemory.delete(key)
      await store.delete(key)
    },
    async setIfAbsent(key, value) {
      if (inMemory.has(key)) return inMemory.get(key)
      try {
        return await store.setIfAbsent(key, value)
      } catch (error) {
        return refused(key, value, error)
      }
    },
  }
}

/**
 * A {@link KeyValueStore} in memory, for tests and for pages without IndexedDB. Values are stored
 * as structured clones, as IndexedDB stores them.
 */
export function createMemoryStore(): KeyValueStore {
  const values = new Map<string, unknown>()
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => {
      values.set(key, structuredClone(value))
    },
    delete: async (key) => {
      values.delete(key)
    },
    setIfAbsent: async (key, value) => {
      if (!values.has(key)) values.set(key, structuredClone(value))
      return values.get(key)
    },
  }
}

const STORE_NAME = 'keyval'

const settle = <value>(request: IDBRequest<value>) =>
  new Promise<value>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

/**
 * Opens a {@link KeyValueStore} in this origin's IndexedDB (one database, one object store).
 *
 * @param name - The database name.
 * @throws {DOMException} When IndexedDB is unavailable or blocked (e.g. storage disabled).
 */
export async function openIndexedDbStore(name = 'latch-auth-frame'): Promise<KeyValueStore> {
  const open = indexedDB.open(name, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(STORE_NAME)
  const database = await settle(open)
  const run = <value>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<value>,
  ) => settle(action(database.transaction(STORE_NAME, mode).objectStore(STORE_NAME)))
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    set: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key))
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key))
    },
    setIfAbsent: (key, value) =>
      new Promise((resolve, reject) => {
        // One readwrite transaction: IndexedDB runs those on one store one at a time, tabs included.
        const transaction = database.transaction(STORE_NAME, 'readwrite')
        const store = transaction.objectStore(STORE_NAME)
        let kept: unknown
        const read = store.get(key)
        read.onsuccess = () => {
          kept = read.result
          if (kept === undefined) {
            kept = value
            store.put(value, key)
          }
        }
        transaction.oncomplete = () => resolve(kept)
        transaction.onerror = () => reject(transaction.error)
        transaction.onabort = () => reject(transaction.error)
      }),
  }
}
