import { createPanel } from '../dom/createPanel.js'
import { element } from '../dom/element.js'
import { createFrameTexts, type FrameTexts } from '../i18n/createFrameTexts.js'
import type { ApprovalActions, PendingApproval } from './createApprovalQueue.js'
import { type ApprovalExplanation, buildApproval } from './renderApproval.js'
import { watchVisibility as defaultWatchVisibility, type Visibility } from './watchVisibility.js'

export type { ApprovalExplanation } from './renderApproval.js'

/**
 * Approve stays disabled until the approval has been visible, focused and scrolled to its end this
 * long (clickjacking guard: longer than a double-click or a burst of clicks on the window that
 * just opened or came to the front).
 */
export const APPROVE_DELAY_MS = 1_000

/**
 * The approval UI where the user decides (the approval window's page; plain DOM, text only through
 * `textContent`): the network (its name and chain id), the page that asked, what the request will
 * do, the message, typed-data fields or decoded call, the simulated balance changes and network
 * fee for a transaction, and the buttons "Reject" and "Approve" (in that order whatever the
 * text direction). Approve and Reject act only on trusted user events. Approve is enabled only
 * once the words and the preview (or its failure) are on screen, and then only after the whole
 * approval, down to its end, has been visible for 1 s in a focused window with a viewport of at
 * least 280×240 px (with Intersection Observer v2, only while nothing covers it); the delay
 * restarts when the content changes, and on every `visibilitychange`, `resize`, `focus` and
 * `blur`. An RPC on another chain than the request's keeps Approve disabled. Focus moves to the
 * approval when it appears. Texts are in the locale of the moment it is shown, which stays until
 * it is settled.
 *
 * @param parameters.root - The page's container (hidden when nothing is pending).
 * @param parameters.explain - The words and preview for what `show` is given.
 * @param parameters.texts - The page's texts (English by default).
 * @param parameters.watchVisibility - Replaceable in tests.
 * @returns `show(subject, actions)` and `hide()`.
 */
export function createApprovalView<subject = PendingApproval>(parameters: {
  root: HTMLElement
  explain: (subject: subject) => ApprovalExplanation
  texts?: FrameTexts
  watchVisibility?: typeof defaultWatchVisibility
}): { show(subject: subject, actions: ApprovalActions): void; hide(): void } {
  const { root, explain } = parameters
  const texts = parameters.texts ?? createFrameTexts()
  const watchVisibility = parameters.watchVisibility ?? defaultWatchVisibility
  const panel = createPanel(root)

  function show(subject: subject, actions: ApprovalActions) {
    // The approval keeps its language and layout while shown: a locale that arrives meanwhile
    // (which could mirror the page and swap Approve and Reject) waits until it is settled.
    const release = texts.hold()
    const { t } = texts
    const explanation = explain(subject)
    let current = true
    let busy = false
    let blocked = false
    let described = false
    let previewed = explanation.preview === undefined
    let visibility: Visibility = 'covered'
    let timer: ReturnType<typeof setTimeout> | undefined
    const { section, buttons } = buildApproval(
      explanation,
      t,
      {
        described() {
          described = true
          restart()
        },
        previewed(allowed) {
          blocked = !allowed
          previewed = true
          restart()
        },
      },
      () => current,
    )
    const reject = element('button', 'approval-reject', t('approval.reject'))
    const approve = element('button', 'approval-approve', t('approval.approve'))
    reject.type = approve.type = 'button'
    approve.disabled = true
    // The same places in every language: a right-to-left locale the host picks cannot swap them.
    buttons.dir = 'ltr'
    buttons.append(reject, approve)
    const tooSmall = element('p', 'approval-note approval-size', t('approval.tooSmall'))
    tooSmall.hidden = true
    // The end of what the request says: it must be in view too (a long request scrolled to
    // its end), so nothing the user approves stays below the fold.
    const end = element('div', 'approval-footer approval-end')
    section.insertBefore(tooSmall, buttons)
    section.insertBefore(end, buttons)

    // Every change (content, visibility, size) disables Approve and restarts the delay.
    function restart() {
      clearTimeout(timer)
      approve.disabled = true
      tooSmall.hidden = visibility !== 'too-small'
      if (visibility === 'visible' && described && previewed && !blocked && !busy)
        timer = setTimeout(() => {
          approve.disabled = busy
        }, APPROVE_DELAY_MS)
    }
    const stopWatching = watchVisibility([section, end, buttons], (next) => {
      visibility = next
      restart()
    })
    panel.begin(() => {
      current = false
      clearTimeout(timer)
      stopWatching()
      release()
    })
    approve.addEventListener('click', (event) => {
      if (!event.isTrusted || approve.disabled || busy) return
      busy = true
      approve.disabled = reject.disabled = true
      section.setAttribute('aria-busy', 'true')
      void actions.approve()
    })
    reject.addEventListener('click', (event) => {
      if (!event.isTrusted || busy) return
      actions.reject()
    })
    panel.mount(section, section)
  }

  return {
    show,
    hide: panel.hide,
  }
}
