import type { ApprovalPresenter, PendingApproval } from '../approval/createApprovalQueue.js'
import { type ApprovalExplanation, alert, buildApproval } from '../approval/renderApproval.js'
import { createPanel } from '../dom/createPanel.js'
import { element } from '../dom/element.js'
import type { FrameTexts } from '../i18n/createFrameTexts.js'
import { type ApprovalWindowLink, openApprovalWindow } from './openApprovalWindow.js'
import { APPROVAL_WINDOW_PATH, newWindowRequestId } from './windowProtocol.js'

/**
 * The frame's approval panel. The frame sits in the host's page, which controls how it is painted
 * (masks, overlays, decoys), so nothing clicked here signs or sends: the panel says what is asked
 * and offers "Reject" and "Review in secure window", which opens the approval window, a top-level
 * page at the frame's own origin where the user decides (see `openApprovalWindow`). Closing that
 * window without deciding rejects the request (EIP-1193 4001). Buttons act only on trusted user
 * events; when the browser blocks the window, the panel says so. The window closes when the
 * request is settled, whichever way.
 *
 * @param parameters.root - The page's container (hidden when nothing is pending).
 * @param parameters.explain - The words and preview for a request (read once per request, shared
 *   with the window).
 * @param parameters.texts - The frame's texts.
 * @param parameters.requestedBy - The verified host origin, shown in the window.
 * @param parameters.window - The frame's window (replaceable in tests).
 */
export function createFramePanel(parameters: {
  root: HTMLElement
  explain: (pending: PendingApproval) => ApprovalExplanation
  texts: FrameTexts
  requestedBy: string
  window?: Window
}): ApprovalPresenter {
  const { root, explain, texts, requestedBy } = parameters
  const frame = parameters.window ?? window
  const panel = createPanel(root)

  return {
    show(pending, actions) {
      const release = texts.hold()
      const { t } = texts
      const explanation = explain(pending)
      const id = newWindowRequestId()
      let current = true
      let link: ApprovalWindowLink | undefined
      const ignore = () => {}
      const { section, buttons } = buildApproval(
        explanation,
        t,
        { described: ignore, previewed: ignore },
        () => current,
      )
      // Below what the request says, above the buttons.
      const why = element(
        'p',
        'approval-note approval-footer',
        t('window.why', { origin: frame.location.origin }),
      )
      const status = element('div', 'approval-note approval-footer')
      status.setAttribute('role', 'status')
      section.insertBefore(why, buttons)
      section.insertBefore(status, buttons)
      const reject = element('button', 'approval-reject', t('approval.reject'))
      const review = element('button', 'approval-approve', t('window.open'))
      reject.type = review.type = 'button'
      buttons.classList.add('approval-actions-window')
      buttons.append(reject, review)
      panel.begin(() => {
        current = false
        link?.close()
        release()
      })
      reject.addEventListener('click', (event) => {
        if (event.isTrusted) actions.reject()
      })
      review.addEventListener('click', (event) => {
        if (!event.isTrusted) return
        if (link) return link.focus()
        link = openApprovalWindow({
          window: frame,
          url: new URL(APPROVAL_WINDOW_PATH, frame.location.origin).href,
          request: {
            id,
            requestedBy,
            locale: texts.locale,
            theme: frame.document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
          },
          // A pointer click's place on the screen (a keyboard click has none: detail 0).
          pointer:
            event.detail > 0 ? { screenX: event.screenX, screenY: event.screenY } : undefined,
          explanation,
          onDecision: (approve) => (approve ? void actions.approve() : actions.reject()),
          onClosed: () => actions.reject(),
        })
        status.replaceChildren()
        if (link) status.textContent = t('window.waiting')
        else status.append(alert('approval-failure', t('window.blocked')))
      })
      panel.mount(section, section)
    },
    hide: panel.hide,
  }
}
