/**
 * Creates an element with a class and, optionally, its text (set as `textContent`: untrusted
 * strings are never parsed as HTML).
 */
export function element<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  className: string,
  text?: string,
): HTMLElementTagNameMap[tag] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}
