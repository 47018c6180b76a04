import type { ThemeMode, ThemeVariables } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useLatchClient } from '../hooks/LatchContext.js'

const darkQuery = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(darkQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The theme in force: `themeMode` when set, else the user's `prefers-color-scheme`
 * (light during server rendering), with the `--latch-*` variables.
 */
export function useResolvedTheme(): { themeMode: ThemeMode; themeVariables: ThemeVariables } {
  const client = useLatchClient()
  const { themeMode, themeVariables } = useStore(
    client.stores.theme,
    useShallow((state) => state),
  )
  const systemDark = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(darkQuery).matches,
    () => false,
  )
  return { themeMode: themeMode ?? (systemDark ? 'dark' : 'light'), themeVariables }
}
