import type { Logger, StorageLike } from '@latch/core'
import { deserialize } from '@wagmi/core'
import * as z from 'zod/mini'

/** What wagmi 3 persists under `{key}.store` (its zustand `persist` state), as far as it reads it. */
const persistedStore = z.object({
  state: z.looseObject({
    connections: z.map(
      z.string(),
      z.looseObject({
        accounts: z.array(z.string()),
        chainId: z.number(),
        connector: z.looseObject({ id: z.string(), uid: z.string() }),
      }),
    ),
    chainId: z.optional(z.number()),
    current: z.optional(z.nullable(z.string())),
  }),
  version: z.optional(z.number()),
})

/**
 * The storage wagmi keeps its state in, with that state checked before wagmi reads it: a planted
 * or corrupt `{storageKey}.store` (e.g. `connections: 5`, which made every connect fail with
 * `connections.get is not a function` until reload) is logged, removed and read as absent, so wagmi
 * starts fresh. Other keys pass through unchanged.
 *
 * @param storage - Core's safe storage (`setup`'s `storage`).
 * @param storageKey - wagmi's key prefix.
 * @param logger - Where a removed value is reported.
 */
export function checkWagmiStorage(
  storage: StorageLike,
  storageKey: string,
  logger?: Logger,
): StorageLike {
  const storeKey = `${storageKey}.store`
  return {
    getItem(key) {
      const value = storage.getItem(key)
      if (key !== storeKey || value === null) return value
      let valid = false
      try {
        valid = persistedStore.safeParse(deserialize(value)).success
      } catch {}
      if (valid) return value
      logger?.warn(`Ignored an invalid stored "${key}"`)
      storage.removeItem(key)
      return null
    },
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
  }
}
