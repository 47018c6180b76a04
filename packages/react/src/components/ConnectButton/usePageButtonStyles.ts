import type { CSSProperties, RefCallback } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { prefetchModalHandlers } from '../../modal/loadModal.js'
import { lazyStyleSheet, useAdoptedStyleSheet } from '../../styles/styleSheets.js'
import css from './buttons.css?inline'

/**
 * The page buttons' stylesheet (classes `latch-`-prefixed), built once. `@latch/html` adopts it
 * into each custom element's shadow root.
 */
export const getPageButtonStyleSheet: () => CSSStyleSheet = lazyStyleSheet(css)

/**
 * The look props `ConnectButton`, `AccountButton` and `NetworkButton` take.
 */
export type LatchButtonProps = {
  /**
   * The button's size: `'sm'` 32 px high with 12 px text, `'md'` 40 px with 14 px (default),
   * `'lg'` 48 px with 16 px (text sizes at the default `--latch-font-size-master`, 10 px).
   */
  size?: 'sm' | 'md' | 'lg'
  /**
   * `'primary'`: filled with `--latch-accent`, white text; `'secondary'`: a neutral surface on
   * `--latch-background`, in the theme's text colour. Default: `'primary'` for "Connect Wallet",
   * `'secondary'` for the account and the network.
   */
  variant?: 'primary' | 'secondary'
}

/**
 * Styles a page button where it is rendered: a ref callback that adopts the page buttons'
 * stylesheet into the button's root (`adoptedStyleSheets` of the document, or of the shadow root
 * it renders in) unless that root has it already; no `<style>` element, so a strict CSP without
 * `unsafe-inline` is fine. The host may restyle the `latch-` classes.
 *
 * @returns A ref callback for the button element.
 * @example
 * const ref = usePageButtonStyles()
 * <button ref={ref} className="latch-page-button">…</button>
 */
export function usePageButtonStyles(): RefCallback<HTMLElement> {
  return useAdoptedStyleSheet(getPageButtonStyleSheet)
}

/**
 * A page button's props: its stylesheet (see {@link usePageButtonStyles}), `size` and `variant`
 * (`fallback` when none is given) as data attributes, the client's `themeMode` as `data-theme`
 * (absent: the system's colour scheme) and its `themeVariables` on the element, as the modal has
 * them, and the handlers that start loading the modal on pointer or focus.
 *
 * @param props - The button's `size` and `variant`.
 * @param fallback - The variant when `props` names none.
 */
export function usePageButton(
  { size, variant }: LatchButtonProps,
  fallback: 'primary' | 'secondary',
) {
  // The theme store holds only these two: the whole state changes when either does.
  const { themeMode, themeVariables } = useStore(useLatchClient().stores.theme)
  return {
    ref: usePageButtonStyles(),
    type: 'button',
    className: 'latch-page-button',
    'data-size': size,
    'data-variant': variant ?? fallback,
    'data-theme': themeMode,
    style: themeVariables as CSSProperties,
    ...prefetchModalHandlers,
  } as const
}
