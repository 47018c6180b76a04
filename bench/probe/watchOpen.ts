import { benchWalletInfo } from './announceBenchWallet.ts'
import { isShown, nameFromContent, searchRoots } from './dom.ts'
import type { FirstWalletRule, OpenTimings } from './types.ts'
import { watchNextClick } from './watchNextClick.ts'

type Opened = { dialog: Element; root: Document | ShadowRoot }

function findOpened(rule: FirstWalletRule): Opened | undefined {
  for (const root of searchRoots()) {
    const dialog = root.querySelector('dialog[open], [role="dialog"]')
    if (!dialog || !isShown(dialog)) continue
    const wallet =
      rule === 'firstListItem'
        ? dialog.querySelector('li')
        : [...dialog.querySelectorAll('button')].find((button) =>
            nameFromContent(button).trim().startsWith(benchWalletInfo.name),
          )
    if (wallet && isShown(wallet)) return { dialog, root }
  }
  return undefined
}

/** Opacity 1 and every finite animation of the dialog's tree finished (infinite ones: spinners). */
function isOpaque({ dialog, root }: Opened): boolean {
  if (getComputedStyle(dialog).opacity !== '1') return false
  return root
    .getAnimations()
    .every(
      (animation) =>
        animation.playState === 'finished' ||
        animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
    )
}

/**
 * Watches the next click and the dialog it opens. Every time is `performance.now()` in the page
 * minus the time the click was dispatched ({@link watchNextClick}). DOM changes are seen by a MutationObserver; what is visible, by a
 * `requestAnimationFrame` loop (the frame that paints it).
 */
export function watchOpen(rule: FirstWalletRule): Promise<OpenTimings> {
  const clickedAt = watchNextClick()
  let inDomAt: number | undefined
  let visibleAt: number | undefined
  const observer = new MutationObserver(() => {
    if (clickedAt() !== undefined && inDomAt === undefined && findOpened(rule)) {
      inDomAt = performance.now()
    }
  })
  for (const root of searchRoots()) {
    observer.observe(root, { childList: true, subtree: true, attributes: true })
  }
  return new Promise((resolve) => {
    const frame = () => {
      const now = performance.now()
      const clickAt = clickedAt()
      const opened = clickAt === undefined ? undefined : findOpened(rule)
      if (clickAt !== undefined && opened) {
        visibleAt ??= now
        inDomAt ??= now
        if (isOpaque(opened)) {
          observer.disconnect()
          resolve({
            clickAt,
            inDomMs: inDomAt - clickAt,
            visibleMs: visibleAt - clickAt,
            opaqueMs: now - clickAt,
          })
          return
        }
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}
