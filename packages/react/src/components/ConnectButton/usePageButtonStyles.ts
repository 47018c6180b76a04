import type { RefCallback } from 'react'
import { lazyStyleSheet } from '../../styles/lazyStyleSheet.js'
import { useAdoptedStyleSheet } from '../../styles/useAdoptedStyleSheet.js'
import css from './buttons.css?inline'

/**
 * The page buttons' stylesheet (classes `latch-`-prefixed), built once. `@latch/html` adopts it
 * into each custom element's shadow root.
 */
export const getPageButtonStyleSheet: () => CSSStyleSheet = lazyStyleSheet(css)

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
