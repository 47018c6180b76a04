/**
 * What the frame keeps on this device (the frame origin's IndexedDB): per project, the session's
 * refresh token; per project and user, the wallet's address and this device's key share.
 */
export type DeviceStore = {
  /** The stored refresh token of `projectId`'s session, if any. */
  getRefreshToken(projectId: string): Promise<string | undefined>
  /** Stores (rotates) the refresh token, or removes it with `undefined`. */
  setRefreshToken(projectId: string, refreshToken: string | undefined): Promise<void>
  /** This device's share of the user's wallet, if any. */
  getDeviceShare(
    projectId: string,
    userId: string,
  ): Promise<{ address: string; deviceShare: Uint8Array } | undefined>
  /** Stores this device's share of the user's wallet. */
  setDeviceShare(
    projectId: string,
    userId: string,
    value: { address: string; email: string; deviceShare: Uint8Array },
  ): Promise<void>
}

/** The minimal key-value access {@link createDeviceStore} builds on. */
export type KeyValueStore = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

const sessionKey = (projectId: string) => `session:${projectId}`
const walletKey = (projectId: string, userId: string) => `wallet:${projectId}:${userId}`

/**
 * The frame's {@link DeviceStore} over a key-value store (IndexedDB in the page, memory in tests).
 * Stored values are checked when read: anything malformed counts as absent.
 *
 * @param store - Where values live, e.g. {@link openIndexedDbStore}.
 */
export function createDeviceStore(store: KeyValueStore): DeviceStore {
  return {
    async getRefreshToken(projectId) {
      const value = (await store.get(sessionKey(projectId))) as
        | { refreshToken?: unknown }
        | undefined
      return typeof value?.refreshToken === 'string' ? value.refreshToken : undefined
    },
    async setRefreshToken(projectId, refreshToken) {
      if (refreshToken === undefined) await store.delete(sessionKey(projectId))
      else await store.set(sessionKey(projectId), { refreshToken })
    },
    async getDeviceShare(projectId, userId) {
      const value = (await store.get(walletKey(projectId, userId))) as
        | { address?: unknown; deviceShare?: unknown }
        | undefined
      if (typeof value?.address !== 'string' || !(value.deviceShare instanceof Uint8Array))
        return undefined
      return { address: value.address, deviceShare: value.deviceShare }
    },
    async setDeviceShare(projectId, userId, value) {
      await store.set(walletKey(projectId, userId), value)
    },
  }
}

/** A {@link KeyValueStore} in memory, for tests and for pages without IndexedDB. */
export function createMemoryStore(): KeyValueStore {
  const values = new Map<string, unknown>()
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => {
      values.set(key, value)
    },
    delete: async (key) => {
      values.delete(key)
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
  }
}
