import type { ThemeMode, ThemeVariables } from '@latch/core'
import { watchModalAnimations } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { getModalStyleSheet } from '../styles/modalStyleSheet.js'

/**
 * Creates an open shadow root for the modal on a `<latch-modal>` element: appended to
 * `document.body` (one element), or inside `container` for embedded / no-append mode.
 * Adopts the stylesheet and keeps the theme (data-theme, `--latch-*` variables) on the host.
 * Reports the root's animations to core, so work deferred until the modal has opened waits for them.
 *
 * @returns The shadow root once mounted (`undefined` during server rendering and first paint).
 */
export function useShadowHost(
  container: HTMLElement | null | undefined,
  theme: { themeMode: ThemeMode; themeVariables: ThemeVariables },
): ShadowRoot | undefined {
  const [root, setRoot] = useState<ShadowRoot>()
  useEffect(() => {
    const parent = container === undefined ? document.body : container
    if (!parent) return
    const host = document.createElement('latch-modal')
    const shadow = host.attachShadow({ mode: 'open' })
    shadow.adoptedStyleSheets = [getModalStyleSheet()]
    parent.appendChild(host)
    // Work deferred until the modal has opened waits for the animations run in here.
    const stopWatching = watchModalAnimations(shadow)
    setRoot(shadow)
    return () => {
      stopWatching()
      host.remove()
      setRoot(undefined)
    }
  }, [container])
  useEffect(() => {
    if (!root) return
    const host = root.host as HTMLElement
    host.dataset.theme = theme.themeMode
    for (const [name, value] of Object.entries(theme.themeVariables)) {
      host.style.setProperty(
        name,
        name === '--latch-color-mix-strength' ? `${value}%` : String(value),
      )
    }
  }, [root, theme.themeMode, theme.themeVariables])
  return root
}
