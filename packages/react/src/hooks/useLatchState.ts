import type { LatchPublicState } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useLatchClient } from './LatchContext.js'

/**
 * The public modal state: `{ open, loading, selectedNetworkId, activeChain }`,
 * re-rendering when any of it changes.
 *
 * @returns {@link LatchPublicState} `{ open, loading, selectedNetworkId, activeChain }`, the same
 *   object while nothing changed.
 * @example
 * import { useLatchState } from '@latch/react'
 *
 * function ModalStatus() {
 *   const { open, selectedNetworkId } = useLatchState()
 *   return <p>{open ? 'Modal open' : 'Modal closed'} on {selectedNetworkId ?? 'no network'}</p>
 * }
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
