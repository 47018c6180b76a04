import type { Logger } from '../logger/createLogger.js'

/** The subset of the Web Storage API Latch uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** JSON storage that never throws (spec §8: write failures are logged and ignored). */
export type SafeStorage = {
  /** @returns the parsed value, or `undefined` when absent, unreadable or not JSON. */
  get<T>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Reading localStorage throws in sandboxed iframes and with storage blocked.
    return undefined
  }
}

/**
 * Wraps a Web Storage (default `localStorage`) so that quota errors, blocked storage, server-side
 * rendering and corrupt JSON never break a flow: reads yield `undefined`, write failures are logged
 * at `warn` and ignored (spec §8).
 *
 * @param logger - Where failures are reported.
 * @param storage - Defaults to `globalThis.localStorage` when it exists.
 */
export function createSafeStorage(logger: Logger, storage = defaultStorage()): SafeStorage {
  return {
    get<T>(key: string): T | undefined {
      try {
        const raw = storage?.getItem(key)
        return raw == null ? undefined : (JSON.parse(raw) as T)
      } catch (error) {
        logger.warn(`Could not read "${key}" from storage`, error)
        return undefined
      }
    },
    set(key, value) {
      try {
        storage?.setItem(key, JSON.stringify(value))
      } catch (error) {
        logger.warn(`Could not write "${key}" to storage`, error)
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key)
      } catch (error) {
        logger.warn(`Could not remove "${key}" from storage`, error)
      }
    },
  }
}
