import type { LatchClient } from '@latch/core'
import { createContext, useContext } from 'react'

/** The client `<LatchProvider>` gives its tree. */
export const LatchContext = createContext<LatchClient | undefined>(undefined)

/**
 * The Latch client of the nearest `<LatchProvider>`.
 * @throws {Error} 'Latch hooks must be used inside <LatchProvider>' outside one.
 */
export function useLatchClient(): LatchClient {
  const client = useContext(LatchContext)
  if (!client) throw new Error('Latch hooks must be used inside <LatchProvider>')
  return client
}
