/**
 * The accessible name a button or list item gets from its content: text, `aria-label`, image `alt`,
 * skipping `aria-hidden` subtrees. Enough for the bench pages; Playwright's role queries confirm it.
 */
export function nameFromContent(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return ''
  if (node instanceof HTMLImageElement) return node.alt
  return node.getAttribute('aria-label') ?? [...node.childNodes].map(nameFromContent).join('')
}

/** Rendered with a box: in the DOM, not `display: none` / `visibility: hidden`. Opacity 0 counts. */
export function isShown(element: Element): boolean {
  if (!element.isConnected || !element.checkVisibility({ visibilityProperty: true })) return false
  const box = element.getBoundingClientRect()
  return box.width > 0 && box.height > 0
}

/** The document and the open shadow roots of `<body>`'s children (where Latch mounts, spec §2). */
export function searchRoots(): (Document | ShadowRoot)[] {
  const roots: (Document | ShadowRoot)[] = [document]
  for (const element of document.body?.children ?? []) {
    if (element.shadowRoot) roots.push(element.shadowRoot)
  }
  return roots
}
