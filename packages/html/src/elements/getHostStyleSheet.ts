import css from './host.css?inline'

let sheet: CSSStyleSheet | undefined

/**
 * The stylesheet of the Latch elements' host box (`:host`: inherits nothing from the page), built
 * on first use and adopted into each element's shadow root. Browser only (`CSSStyleSheet`).
 * @example
 * shadowRoot.adoptedStyleSheets = [getHostStyleSheet(), getPageButtonStyleSheet()]
 */
export function getHostStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  return sheet
}
