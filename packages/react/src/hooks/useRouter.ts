import type { RouterStoreState } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchClient } from './LatchContext.js'

/** The modal's current view, its history and data (internal). */
export function useRouter(): RouterStoreState {
  return useStore(useLatchClient().stores.router)
}
