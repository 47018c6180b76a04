import type { ComponentType } from 'react'
import { whenIdle } from './whenIdle.js'

/** What the modal's lazy chunk gives: the dialog (or embedded panel) in its shadow root. */
export type ModalChunk = { ModalHost: ComponentType<{ append: boolean }> }

let loaded: ModalChunk | undefined
let loading: Promise<ModalChunk> | undefined
const listeners = new Set<() => void>()

/**
 * Loads the modal's chunk (the dialog shell, the router, the header, toasts, the Connect view, their
 * styles and English texts) once for the page; concurrent calls share one load. A failed load is
 * tried again by the next call.
 *
 * @returns The chunk, once here.
 * @throws What the dynamic import threw (e.g. a network failure) when the chunk did not load.
 */
export function loadModal(): Promise<ModalChunk> {
  loading ??= import('./ModalHost.js').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The modal's chunk if it arrived already, else `undefined` (never starts a load). */
export function getLoadedModal(): ModalChunk | undefined {
  return loaded
}

/**
 * Calls `listener` once the modal's chunk arrives (for `useSyncExternalStore`).
 * @returns The unsubscribe.
 */
export function subscribeModalLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Starts loading the modal's chunk, if not here yet, so the first click finds it ready. */
export function prefetchModal(): void {
  if (!loaded) loadModal().catch(() => undefined)
}

/**
 * Prefetches the modal's chunk once the browser is idle ({@link whenIdle}).
 *
 * @returns A function cancelling the prefetch if it has not started.
 */
export function prefetchModalWhenIdle(): () => void {
  if (loaded) return () => undefined
  return whenIdle(prefetchModal)
}

/**
 * Event handlers for a page button (ConnectButton, AccountButton, NetworkButton): pointing at,
 * focusing or touching it starts loading the modal's chunk before the click.
 */
export const prefetchModalHandlers = {
  onPointerEnter: prefetchModal,
  onFocus: prefetchModal,
  onTouchStart: prefetchModal,
} as const
