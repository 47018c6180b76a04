import { useEffect } from 'react'
import css from './buttons.css?inline'

let sheet: CSSStyleSheet | undefined

/**
 * Adopts the page buttons' stylesheet into the host document once (`document.adoptedStyleSheets`):
 * no `<style>` element, so a strict CSP without `unsafe-inline` is fine. Classes are `latch-`
 * prefixed, and the host may restyle them.
 */
export function usePageButtonStyles(): void {
  useEffect(() => {
    if (sheet) return
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, [])
}
