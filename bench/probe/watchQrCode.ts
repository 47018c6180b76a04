import { isShown, nameFromContent, searchRoots } from './dom.ts'
import type { QrCodeTimings } from './types.ts'
import { watchNextClick } from './watchNextClick.ts'

/** A decoded `img` named `name`, rendered with a box, in the document or a shadow root. */
function isImageShown(name: string): boolean {
  return searchRoots().some((root) =>
    [...root.querySelectorAll('img')].some(
      (image) =>
        nameFromContent(image).trim() === name &&
        image.complete &&
        image.naturalWidth > 0 &&
        isShown(image),
    ),
  )
}

/**
 * Watches the next click and the QR code it brings up: resolves in the first animation frame that
 * shows a decoded `img` named `name` (e.g. "WalletConnect QR code"), timed from the click's
 * dispatch (`performance.now()` in the page).
 */
export function watchQrCode(name: string): Promise<QrCodeTimings> {
  const clickedAt = watchNextClick()
  return new Promise((resolve) => {
    const frame = () => {
      const clickAt = clickedAt()
      if (clickAt !== undefined && isImageShown(name)) {
        resolve({ clickAt, visibleMs: performance.now() - clickAt })
        return
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}
