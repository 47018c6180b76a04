import { useEffect } from 'react'
import { lazyStyleSheet } from '../../styles/lazyStyleSheet.js'
import css from './buttons.css?inline'

let adopted = false

/**
 * The page buttons' stylesheet (classes `latch-`-prefixed), built once. `@latch/html` adopts it
 * into each custom element's shadow root.
 */
export const getPageButtonStyleSheet: () => CSSStyleSheet = lazyStyleSheet(css)

/**
 * Adopts the page buttons' stylesheet into the host document once (`document.adoptedStyleSheets`):
 * no `<style>` element, so a strict CSP without `unsafe-inline` is fine. The host may restyle the
 * classes.
 */
export function usePageButtonStyles(): void {
  useEffect(() => {
    if (adopted) return
    adopted = true
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, getPageButtonStyleSheet()]
  }, [])
}
