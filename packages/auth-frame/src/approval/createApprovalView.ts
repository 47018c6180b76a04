import { createPanel } from '../dom/createPanel.js'
import { element } from '../dom/element.js'
import { createFrameTexts, type FrameTexts, type Translate } from '../i18n/createFrameTexts.js'
import type { ApprovalActions, ApprovalPresenter, PendingApproval } from './createApprovalQueue.js'
import type { RequestDescription } from './describeRequest.js'
import type { TransactionPreview } from './loadTransactionPreview.js'
import { watchVisibility as defaultWatchVisibility, type Visibility } from './watchVisibility.js'

/** Approve stays disabled until the approval has been visible this long (clickjacking guard). */
export const APPROVE_DELAY_MS = 500

/** What the view shows for one request: its words now or soon, and a transaction's preview. */
export type ApprovalExplanation = {
  network: string
  description: Promise<RequestDescription>
  preview: Promise<TransactionPreview> | undefined
}

const alert = (className: string, text: string) => {
  const node = element('p', className, text)
  node.setAttribute('role', 'alert')
  return node
}

function renderDescription(
  section: HTMLElement,
  summary: HTMLElement,
  description: RequestDescription,
  t: Translate,
) {
  summary.textContent = description.summary
  const anchor = section.querySelector('.approval-preview, .approval-actions')
  if (description.warning !== undefined)
    section.insertBefore(alert('approval-failure approval-warning', description.warning), anchor)
  if (description.message !== undefined)
    section.insertBefore(element('pre', 'approval-message', description.message), anchor)
  if (description.details.length > 0) {
    const list = element('dl', 'approval-details')
    for (const detail of description.details) {
      const row = element('div', 'approval-detail')
      row.append(element('dt', '', detail.label), element('dd', '', detail.value))
      list.append(row)
    }
    section.insertBefore(list, anchor)
  }
  if (description.fields !== undefined) {
    const fields = element('section', 'approval-fields')
    fields.setAttribute('aria-label', t('approval.message'))
    const text = [...description.fields]
    if (description.omittedFields)
      text.push(t('approval.moreFields', { count: description.omittedFields }))
    fields.append(
      element('h2', 'approval-heading', t('approval.message')),
      element('pre', 'approval-message', text.length > 0 ? text.join('\n') : t('approval.empty')),
    )
    section.insertBefore(fields, anchor)
  }
}

/** @returns Whether Approve may be enabled (not when the RPC is on another chain). */
function renderPreview(container: HTMLElement, preview: TransactionPreview, t: Translate): boolean {
  const heading = element('h2', 'approval-heading', t('approval.balanceChanges'))
  if ('wrongChain' in preview) {
    container.replaceChildren(
      heading,
      alert('approval-failure', t('approval.wrongChain', { chainId: String(preview.wrongChain) })),
    )
    return false
  }
  const body: HTMLElement[] = []
  if (preview.simulation.status === 'unavailable')
    body.push(element('p', 'approval-note', t('approval.simulationUnavailable')))
  else if (preview.simulation.status === 'reverted')
    body.push(
      alert('approval-failure', t('approval.wouldFail', { reason: preview.simulation.reason })),
    )
  else if (preview.simulation.balanceChanges.length === 0)
    body.push(element('p', 'approval-note', t('approval.noBalanceChanges')))
  else {
    const list = element('ul', 'approval-changes')
    for (const line of preview.simulation.balanceChanges) list.append(element('li', '', line))
    body.push(list)
  }
  body.push(feeLine(preview.fee, t))
  container.replaceChildren(heading, ...body)
  return true
}

const feeLine = (fee: string | undefined, t: Translate) =>
  element('p', 'approval-fee', t('approval.fee', { fee: fee ?? t('approval.feeUnknown') }))

/**
 * The approval UI (plain DOM, text only through `textContent`): the network (its name and chain
 * id), what the request will do, the message, typed-data fields or decoded call, the simulated
 * balance changes and network fee for a transaction, and the buttons "Reject" and "Approve".
 * Approve and Reject act only on trusted user events. Approve is enabled only once the words and
 * the preview (or its failure) are on screen, and then only after the whole approval has been
 * visible for 500 ms in a frame of at least 280×240 px (with Intersection Observer v2, only while
 * nothing covers it); the delay restarts when the content changes, and on every
 * `visibilitychange`, window `focus`, `blur` and `resize`. An RPC on another chain than the
 * request's keeps Approve disabled. Focus moves to the approval when it appears. Texts are in the
 * frame's locale when the approval is shown, which stays until it is settled.
 *
 * @param parameters.root - The page's container (hidden when nothing is pending).
 * @param parameters.explain - The words and preview for a request.
 * @param parameters.texts - The frame's texts (English by default).
 * @param parameters.watchVisibility - Replaceable in tests.
 */
export function createApprovalView(parameters: {
  root: HTMLElement
  explain: (pending: PendingApproval) => ApprovalExplanation
  texts?: FrameTexts
  watchVisibility?: typeof defaultWatchVisibility
}): ApprovalPresenter {
  const { root, explain } = parameters
  const texts = parameters.texts ?? createFrameTexts()
  const watchVisibility = parameters.watchVisibility ?? defaultWatchVisibility
  const panel = createPanel(root)

  function show(pending: PendingApproval, actions: ApprovalActions) {
    // The approval keeps its language and layout while shown: a locale the host sends meanwhile
    // (which could mirror the page and swap Approve and Reject) waits until it is settled.
    const release = texts.hold()
    const { t } = texts
    const explanation = explain(pending)
    const section = element('section', 'approval')
    section.tabIndex = -1
    const summary = element('h1', 'approval-summary', t('approval.loading'))
    summary.id = 'approval-summary'
    section.setAttribute('aria-labelledby', summary.id)
    const preview = explanation.preview ? element('section', 'approval-preview') : undefined
    preview?.setAttribute('aria-label', t('approval.balanceChanges'))
    preview?.append(element('p', 'approval-note', t('approval.simulating')))
    const buttons = element('div', 'approval-actions')
    const reject = element('button', 'approval-reject', t('approval.reject'))
    const approve = element('button', 'approval-approve', t('approval.approve'))
    reject.type = approve.type = 'button'
    approve.disabled = true
    buttons.append(reject, approve)
    const tooSmall = element('p', 'approval-note approval-size', t('approval.tooSmall'))
    tooSmall.hidden = true
    section.append(element('p', 'approval-network', explanation.network), summary)
    if (preview) section.append(preview)
    section.append(tooSmall, buttons)

    let current = true
    let busy = false
    let blocked = false
    let described = false
    let previewed = preview === undefined
    let visibility: Visibility = 'covered'
    let timer: ReturnType<typeof setTimeout> | undefined
    // Every change (content, visibility, focus, size) disables Approve and restarts the delay.
    const restart = () => {
      clearTimeout(timer)
      approve.disabled = true
      tooSmall.hidden = visibility !== 'too-small'
      if (visibility === 'visible' && described && previewed && !blocked && !busy)
        timer = setTimeout(() => {
          approve.disabled = busy
        }, APPROVE_DELAY_MS)
    }
    const stopWatching = watchVisibility([section, buttons], (next) => {
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

    explanation.description.then(
      (description) => {
        if (!current) return
        renderDescription(section, summary, description, t)
        described = true
        restart()
      },
      () => {
        if (!current) return
        // Nothing to approve knowingly: Approve stays disabled.
        summary.textContent = t('approval.unreadable')
      },
    )
    explanation.preview?.then(
      (result) => {
        if (!current || !preview) return
        blocked = !renderPreview(preview, result, t)
        previewed = true
        restart()
      },
      () => {
        if (!current || !preview) return
        preview.replaceChildren(
          element('h2', 'approval-heading', t('approval.balanceChanges')),
          element('p', 'approval-note', t('approval.simulationUnavailable')),
          feeLine(undefined, t),
        )
        previewed = true
        restart()
      },
    )

    panel.mount(section, section)
  }

  return {
    show,
    hide: panel.hide,
  }
}
