/**
 * Records when the next `click` is dispatched: `performance.now()` in a capturing listener on
 * `window`, which runs before the app's handlers. The returned function reads it (`undefined`
 * until then).
 */
export function watchNextClick(): () => number | undefined {
  let clickedAt: number | undefined
  window.addEventListener(
    'click',
    () => {
      clickedAt = performance.now()
    },
    { capture: true, once: true },
  )
  return () => clickedAt
}
