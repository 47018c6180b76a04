import type { ApprovalActions, ApprovalPresenter, PendingApproval } from './createApprovalQueue.js'
import type { RequestDescription } from './describeRequest.js'
import type { TransactionPreview } from './loadTransactionPreview.js'
import { watchVisibility as defaultWatchVisibility } from './watchVisibility.js'

/** Approve stays disabled until the buttons have been visible this long (clickjacking guard). */
export const APPROVE_DELAY_MS = 500

/** What the view shows for one request: its words now or soon, and a transaction's preview. */
export type ApprovalExplanation = {
  network: string
  description: Promise<RequestDescription>
  preview: Promise<TransactionPreview> | undefined
}

const element = <tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  className: string,
  text?: string,
): HTMLElementTagNameMap[tag] => {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

function renderDescription(
  section: HTMLElement,
  summary: HTMLElement,
  description: RequestDescription,
) {
  summary.textContent = description.summary
  const anchor = section.querySelector('.approval-preview, .approval-actions')
  if (description.message !== undefined)
    section.insertBefore(element('pre', 'approval-message', description.message), anchor)
  if (description.details.length === 0) return
  const list = element('dl', 'approval-details')
  for (const detail of description.details) {
    const row = element('div', 'approval-detail')
    row.append(element('dt', '', detail.label), element('dd', '', detail.value))
    list.append(row)
  }
  section.insertBefore(list, anchor)
}

function renderPreview(container: HTMLElement, preview: TransactionPreview) {
  const body: HTMLElement[] = []
  if (preview.simulation.status === 'unavailable')
    body.push(element('p', 'approval-note', 'Simulation unavailable'))
  else if (preview.simulation.status === 'reverted') {
    const failure = element(
      'p',
      'approval-failure',
      `This transaction would fail: ${preview.simulation.reason}`,
    )
    failure.setAttribute('role', 'alert')
    body.push(failure)
  } else if (preview.simulation.balanceChanges.length === 0)
    body.push(element('p', 'approval-note', 'No balance changes'))
  else {
    const list = element('ul', 'approval-changes')
    for (const line of preview.simulation.balanceChanges) list.append(element('li', '', line))
    body.push(list)
  }
  body.push(element('p', 'approval-fee', `Network fee: ${preview.fee ?? 'unknown'}`))
  container.replaceChildren(element('h2', 'approval-heading', 'Balance changes'), ...body)
}

/**
 * The approval UI (plain DOM, text only through `textContent`): what the request will do, the
 * message or decoded call, the simulated balance changes and network fee for a transaction, and
 * the buttons "Reject" and "Approve". Approve and Reject act only on trusted user events; Approve
 * is enabled only after its buttons have been visible for 500 ms (and, with Intersection Observer
 * v2, only while nothing covers them). Focus moves to the approval when it appears.
 *
 * @param parameters.root - The page's container (hidden when nothing is pending).
 * @param parameters.explain - The words and preview for a request.
 * @param parameters.watchVisibility - Replaceable in tests.
 */
export function createApprovalView(parameters: {
  root: HTMLElement
  explain: (pending: PendingApproval) => ApprovalExplanation
  watchVisibility?: typeof defaultWatchVisibility
}): ApprovalPresenter {
  const { root, explain } = parameters
  const watchVisibility = parameters.watchVisibility ?? defaultWatchVisibility
  let cleanup = () => {}

  function show(pending: PendingApproval, actions: ApprovalActions) {
    cleanup()
    const explanation = explain(pending)
    const section = element('section', 'approval')
    section.tabIndex = -1
    const summary = element('h1', 'approval-summary', 'Loading…')
    summary.id = 'approval-summary'
    section.setAttribute('aria-labelledby', summary.id)
    const preview = explanation.preview ? element('section', 'approval-preview') : undefined
    preview?.setAttribute('aria-label', 'Balance changes')
    preview?.append(element('p', 'approval-note', 'Simulating…'))
    const buttons = element('div', 'approval-actions')
    const reject = element('button', 'approval-reject', 'Reject')
    const approve = element('button', 'approval-approve', 'Approve')
    reject.type = approve.type = 'button'
    approve.disabled = true
    buttons.append(reject, approve)
    section.append(element('p', 'approval-network', explanation.network), summary)
    if (preview) section.append(preview)
    section.append(buttons)

    let current = true
    let busy = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopWatching = watchVisibility(buttons, (visible) => {
      clearTimeout(timer)
      approve.disabled = true
      if (visible)
        timer = setTimeout(() => {
          approve.disabled = busy
        }, APPROVE_DELAY_MS)
    })
    cleanup = () => {
      current = false
      clearTimeout(timer)
      stopWatching()
    }

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
        if (current) renderDescription(section, summary, description)
      },
      () => {
        if (current) summary.textContent = 'This request could not be read.'
      },
    )
    explanation.preview?.then(
      (result) => {
        if (current && preview) renderPreview(preview, result)
      },
      () => {
        if (current)
          preview?.replaceChildren(element('p', 'approval-note', 'Simulation unavailable'))
      },
    )

    root.replaceChildren(section)
    root.hidden = false
    section.focus()
  }

  return {
    show,
    hide() {
      cleanup()
      cleanup = () => {}
      root.replaceChildren()
      root.hidden = true
    },
  }
}
