import type { LatchPublicState } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useLatchClient } from './LatchContext.js'

/**
 * The public modal state (spec §4 Modal): `{ open, loading, selectedNetworkId, activeChain }`,
 * re-rendering when any of it changes.
 */
export function useLatchState(): LatchPublicState {
  const client = useLatchClient()
  return useSyncExternalStore(
    (onChange) => client.subscribeState(onChange),
    () => stableState(client),
    () => stableState(client),
  )
}

// useSyncExternalStore needs the same object while nothing changed.
const cache = new WeakMap<object, LatchPublicState>()
function stableState(client: ReturnType<typeof useLatchClient>): LatchPublicState {
  const next = client.getState()
  const last = cache.get(client)
  if (
    last &&
    (Object.keys(next) as (keyof LatchPublicState)[]).every((key) => last[key] === next[key])
  )
    return last
  cache.set(client, next)
  return next
}
