import type { Logger } from '../logger/createLogger.js'

/** The subset of the Web Storage API Latch uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * A synchronous schema of any library that implements Standard Schema (valibot, zod): a stored
 * value is checked with its `~standard.validate`, which reads `T` or issues.
 */
export type StoredValueSchema<T> = {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: T; readonly issues?: undefined }
      | { readonly issues: ReadonlyArray<unknown> }
      | Promise<unknown>
  }
}

/**
 * Storage that never throws (write failures are logged and ignored), in two shapes over
 * the same store: JSON values checked against a schema for core, and raw strings for libraries that
 * keep their own state (wagmi), handed to adapters in `setup`.
 */
export type SafeStorage = {
  /**
   * Reads a JSON value and checks it against `schema` (valibot, zod or any Standard Schema; one
   * that answers asynchronously counts as refusing). A value that is not JSON or does not match
   * is logged at `warn`, removed, and read as absent — corrupt or planted storage never reaches a
   * flow, and never fails twice.
   * @returns The parsed value, or `undefined` when absent, unreadable or invalid.
   */
  get<T>(key: string, schema: StoredValueSchema<T>): T | undefined
  /**
   * Reads a JSON value unchecked, for a reader that checks it itself (the WalletConnect client
   * checks its stored pairings and sessions with its own schemas). Not JSON: logged, removed, absent.
   */
  get(key: string): unknown
  /**
   * Writes `value` as JSON; a failure (quota, blocked storage) is logged at `error` and ignored,
   * once per key while it keeps failing (a success in between makes the next failure logged).
   */
  set(key: string, value: unknown): void
  /** Removes `key`; a failure is logged at `error` and ignored, as for `set`. */
  remove(key: string): void
  /** The same storage as raw strings: `getItem` gives `null` when it cannot read; writes never throw. */
  web: StorageLike
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
 * rendering, corrupt JSON and planted values never break a flow: reads yield `undefined` (or `null`
 * through `web`, logged at `warn`), write and remove failures are logged at `error` — printed at the
 * default level — once per key and operation until it next succeeds, and ignored.
 * It is the one storage wrapper: core reads through `get`/`set`, adapters and the
 * libraries under them through `web`.
 *
 * @param logger - Where failures are reported.
 * @param storage - Defaults to `globalThis.localStorage` when it exists.
 */
export function createSafeStorage(logger: Logger, storage = defaultStorage()): SafeStorage {
  // Spec §8 "logged and ignored", where the integrator sees it at the default level (error, spec
  // §9); once per key and operation while it keeps failing, as a full quota would otherwise log on
  // every state change. A success forgets the failure, so the next one is reported again.
  const failing = new Set<string>()
  const writeFailed = (what: 'write' | 'remove', key: string, error: unknown) => {
    const entry = `${what}:${key}`
    if (failing.has(entry)) return
    failing.add(entry)
    logger.error(`Could not ${what} "${key}" ${what === 'write' ? 'to' : 'from'} storage`, error)
  }
  const succeeded = (what: 'write' | 'remove', key: string) => failing.delete(`${what}:${key}`)
  const web: StorageLike = {
    getItem(key) {
      try {
        const raw = storage?.getItem(key)
        return typeof raw === 'string' ? raw : null
      } catch (error) {
        logger.warn(`Could not read "${key}" from storage`, error)
        return null
      }
    },
    setItem(key, value) {
      try {
        storage?.setItem(key, value)
        succeeded('write', key)
      } catch (error) {
        writeFailed('write', key, error)
      }
    },
    removeItem(key) {
      try {
        storage?.removeItem(key)
        succeeded('remove', key)
      } catch (error) {
        writeFailed('remove', key, error)
      }
    },
  }
  return {
    get<T>(key: string, schema?: StoredValueSchema<T>): T | undefined {
      const raw = web.getItem(key)
      if (raw === null) return undefined
      let value: unknown
      try {
        value = JSON.parse(raw)
      } catch {
        logger.warn(`Ignored a stored "${key}" that is not JSON`)
        web.removeItem(key)
        return undefined
      }
      if (!schema) return value as T
      const result = schema['~standard'].validate(value)
      if (!(result instanceof Promise) && !result.issues) return result.value
      logger.warn(`Ignored an invalid stored "${key}"`)
      web.removeItem(key)
      return undefined
    },
    set(key, value) {
      let json: string
      try {
        json = JSON.stringify(value)
      } catch (error) {
        writeFailed('write', key, error)
        return
      }
      web.setItem(key, json)
    },
    remove: (key) => web.removeItem(key),
    web,
  }
}
