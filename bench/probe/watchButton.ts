import { isShown, nameFromContent } from './dom.ts'

/**
 * Resolves with `performance.now()` (ms since navigation start) in the first animation frame that
 * shows an enabled button named `name`.
 */
export function watchButton(name: string): Promise<number> {
  return new Promise((resolve) => {
    const frame = () => {
      const found = [...document.querySelectorAll('button')].some(
        (button) => !button.disabled && nameFromContent(button).trim() === name && isShown(button),
      )
      if (found) resolve(performance.now())
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}
