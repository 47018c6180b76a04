import type { OpenModalParameters } from '@latch/core'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from './LatchContext.js'

/** What {@link useLatch} returns. */
export type UseLatchReturnType = {
  /** Opens the modal; resolves at once. */
  open(parameters?: OpenModalParameters): Promise<void>
  close(): void
  /** Whether the modal is open. */
  isOpen: boolean
}

/**
 * Opens and closes the modal.
 * @example
 * const { open } = useLatch()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useLatch(): UseLatchReturnType {
  const client = useLatchClient()
  const isOpen = useStore(client.stores.modal, (state) => state.open)
  return useMemo(
    () => ({ open: (parameters) => client.open(parameters), close: () => client.close(), isOpen }),
    [client, isOpen],
  )
}
