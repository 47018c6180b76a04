import { lazyStyleSheet } from '@latch/react/internal'
import css from './host.css?inline'

/**
 * The stylesheet of the Latch elements' host box (`:host`: inherits nothing from the page), built
 * on first use and adopted into each element's shadow root. Browser only (`CSSStyleSheet`).
 * @example
 * shadowRoot.adoptedStyleSheets = [getHostStyleSheet(), getPageButtonStyleSheet()]
 */
export const getHostStyleSheet: () => CSSStyleSheet = lazyStyleSheet(css)
