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
