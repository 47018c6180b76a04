/**
 * Tells whether an element is on screen, and, where the browser supports Intersection Observer
 * v2 (`trackVisibility`), not covered, transformed or faded by another page (the clickjacking
 * guard of the Approve button). Without IntersectionObserver it reports visible at once.
 *
 * @param element - The element to watch (the approval buttons).
 * @param onChange - Called with `true`/`false` on every change.
 * @returns Stops watching.
 */
export function watchVisibility(
  element: Element,
  onChange: (visible: boolean) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true)
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1) as
        | (IntersectionObserverEntry & { isVisible?: boolean })
        | undefined
      if (!entry) return
      onChange(entry.isIntersecting && (entry.isVisible ?? true))
    },
    // trackVisibility and delay are Intersection Observer v2; other browsers ignore them.
    { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  )
  observer.observe(element)
  return () => observer.disconnect()
}
