import type { LatchClient } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { createContext, useContext } from 'react'

/** The client `<LatchProvider>` gives its tree. */
export const LatchContext = createContext<LatchClient | undefined>(undefined)

/**
 * The Latch client of the nearest `<LatchProvider>`, as Latch's own components see it.
 * @throws {Error} 'Latch hooks must be used inside <LatchProvider>' outside one.
 * @throws {LatchError} 'Not a Latch client: create it with createLatch' for a foreign object.
 */
export function useLatchClient(): LatchClientInternal {
  const client = useContext(LatchContext)
  if (!client) throw new Error('Latch hooks must be used inside <LatchProvider>')
  return asInternalClient(client)
}
