import type { ComponentType } from 'react'
import { createChunkLoader } from './createChunkLoader.js'
import { whenIdle } from './whenIdle.js'

/** What the modal's lazy chunk gives: the dialog (or embedded panel) in its shadow root. */
export type ModalChunk = { ModalHost: ComponentType<{ append: boolean }> }

const listeners = new Set<() => void>()
const modal = createChunkLoader<ModalChunk>(
  () => import('./ModalHost.js'),
  () => {
    for (const listener of listeners) listener()
  },
)

/**
 * Loads the modal's chunk (the dialog shell, the router, the header, toasts, the Connect view, their
 * styles and English texts) once for the page; concurrent calls share one load. A failed load is
 * tried again by the next call.
 *
 * @returns The chunk, once here.
 * @throws What the dynamic import threw (e.g. a network failure) when the chunk did not load.
 */
export const loadModal = modal.load

/** The modal's chunk if it arrived already, else `undefined` (never starts a load). */
export const getLoadedModal = modal.get

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
  if (!getLoadedModal()) loadModal().catch(() => undefined)
}

/**
 * Prefetches the modal's chunk once the browser is idle ({@link whenIdle}).
 *
 * @returns A function cancelling the prefetch if it has not started.
 */
export function prefetchModalWhenIdle(): () => void {
  if (getLoadedModal()) return () => undefined
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
