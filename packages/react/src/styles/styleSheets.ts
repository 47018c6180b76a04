import { type RefCallback, useCallback } from 'react'

/**
 * Adopts a stylesheet into the root an element renders in (the modal's shadow root, or the
 * document) unless that root has it already, so a lazily loaded view brings its own CSS with its
 * chunk instead of growing the startup stylesheet; no `<style>` element (CSP without
 * `unsafe-inline`).
 *
 * @param getSheet - A getter from `lazyStyleSheet(css)`.
 * @returns A ref callback for any element of the view.
 * @example
 * const getSheet = lazyStyleSheet(css)
 * const ref = useAdoptedStyleSheet(getSheet)
 * <div ref={ref}>…</div>
 */
export function useAdoptedStyleSheet(getSheet: () => CSSStyleSheet): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      const root = element?.getRootNode()
      if (!(root instanceof Document || root instanceof ShadowRoot)) return
      const sheet = getSheet()
      if (!root.adoptedStyleSheets.includes(sheet)) {
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      }
    },
    [getSheet],
  )
}

/**
 * A getter for one constructable stylesheet of `css`, built on first call and shared after (each
 * shadow root and document adopts the same object): no `<style>` element, so a strict CSP without
 * `unsafe-inline` is fine. Browser only (`CSSStyleSheet`).
 *
 * @param css - The stylesheet's text.
 * @returns A function returning the sheet.
 * @example
 * const getSheet = lazyStyleSheet(':host { display: block }')
 * shadowRoot.adoptedStyleSheets = [getSheet()]
 */
export function lazyStyleSheet(css: string): () => CSSStyleSheet {
  let sheet: CSSStyleSheet | undefined
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
    }
    return sheet
  }
}
