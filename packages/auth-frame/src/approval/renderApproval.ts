import { element } from '../dom/element.js'
import type { Translate } from '../i18n/createFrameTexts.js'
import type { RequestDescription } from './describeRequest.js'
import type { TransactionPreview } from './loadTransactionPreview.js'

/**
 * What the approval shows for one request: the network line, its words now or soon, and a
 * transaction's preview; in the approval window, also the verified origin of the page that asked.
 */
export type ApprovalExplanation = {
  network: string
  description: Promise<RequestDescription>
  preview: Promise<TransactionPreview> | undefined
  requestedBy?: string
}

/** A paragraph read out at once by screen readers (`role="alert"`). */
export const alert = (className: string, text: string) => {
  const node = element('p', className, text)
  node.setAttribute('role', 'alert')
  return node
}

/** Labelled facts as a description list (text only). */
const detailList = (details: readonly { label: string; value: string }[]) => {
  const list = element('dl', 'approval-details')
  for (const detail of details) {
    const row = element('div', 'approval-detail')
    row.append(element('dt', '', detail.label), element('dd', '', detail.value))
    list.append(row)
  }
  return list
}

/**
 * Puts a request's words into the approval (text only, through `textContent`): its summary, its
 * dangers as alerts, the account upgrade's line, the message, the labelled facts, a batch's calls
 * (each a region named by its title) and typed-data fields.
 *
 * @param section - The approval.
 * @param summary - The approval's heading.
 * @param description - The words.
 * @param t - The texts.
 */
export function renderDescription(
  section: HTMLElement,
  summary: HTMLElement,
  description: RequestDescription,
  t: Translate,
) {
  summary.textContent = description.summary
  const anchor = section.querySelector('.approval-preview, .approval-footer, .approval-actions')
  // One alert per danger (the description joins them with line breaks).
  for (const warning of description.warning?.split('\n') ?? [])
    if (warning.trim() !== '')
      section.insertBefore(alert('approval-failure approval-warning', warning), anchor)
  if (description.upgrade !== undefined)
    section.insertBefore(element('p', 'approval-upgrade', description.upgrade), anchor)
  if (description.message !== undefined)
    section.insertBefore(element('pre', 'approval-message', description.message), anchor)
  if (description.details.length > 0) section.insertBefore(detailList(description.details), anchor)
  // Each call of a batch in its own titled region (`Call 1 of 2`), its dangers read out.
  for (const call of description.calls ?? []) {
    const region = element('section', 'approval-call')
    region.setAttribute('aria-label', call.title)
    region.append(
      element('h2', 'approval-heading', call.title),
      element('p', 'approval-call-summary', call.summary),
    )
    for (const warning of call.warning?.split('\n') ?? [])
      if (warning.trim() !== '') region.append(alert('approval-failure approval-warning', warning))
    if (call.details.length > 0) region.append(detailList(call.details))
    section.insertBefore(region, anchor)
  }
  if (description.fields !== undefined) {
    const fields = element('section', 'approval-fields')
    fields.setAttribute('aria-label', t('approval.message'))
    // One numbered row per signed field, runs of spaces collapsed: a value cannot pose as the
    // next field by wrapping onto a line of its own.
    const list = element('ol', 'approval-field-list')
    for (const field of description.fields) list.append(element('li', '', field))
    fields.append(
      element('h2', 'approval-heading', t('approval.message')),
      description.fields.length > 0 ? list : element('p', 'approval-message', t('approval.empty')),
    )
    section.insertBefore(fields, anchor)
  }
}

/** @returns Whether Approve may be enabled (not when the RPC is on another chain). */
export function renderPreview(
  container: HTMLElement,
  preview: TransactionPreview,
  t: Translate,
): boolean {
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

export const feeLine = (fee: string | undefined, t: Translate) =>
  element('p', 'approval-fee', t('approval.fee', { fee: fee ?? t('approval.feeUnknown') }))

/** The parts of an approval the frame's panel and the approval window share. */
export type ApprovalSkeleton = {
  section: HTMLElement
  summary: HTMLElement
  /** Where the buttons go: everything the request says is inserted above. */
  buttons: HTMLElement
}

/**
 * Builds an approval's section (network line, the origin that asked, the summary, the preview's
 * place, the buttons' row) and fills it as the explanation's words and preview arrive: the
 * summary says `approval.unreadable` when the words cannot be read, the preview says
 * `approval.simulationUnavailable` when it fails.
 *
 * @param explanation - What to show.
 * @param t - The texts, in the locale the approval keeps while shown.
 * @param on.described - Called once the words are on screen.
 * @param on.previewed - Called with whether Approve may be enabled (`false`: the RPC is on another
 *   chain), once the preview or its failure is on screen.
 * @param isCurrent - Whether the approval is still shown (late answers are dropped).
 */
export function buildApproval(
  explanation: ApprovalExplanation,
  t: Translate,
  on: { described(): void; previewed(allowed: boolean): void },
  isCurrent: () => boolean,
): ApprovalSkeleton {
  const section = element('section', 'approval')
  section.tabIndex = -1
  const summary = element('h1', 'approval-summary', t('approval.loading'))
  summary.id = 'approval-summary'
  section.setAttribute('aria-labelledby', summary.id)
  const preview = explanation.preview ? element('section', 'approval-preview') : undefined
  preview?.setAttribute('aria-label', t('approval.balanceChanges'))
  preview?.append(element('p', 'approval-note', t('approval.simulating')))
  const buttons = element('div', 'approval-actions')
  section.append(element('p', 'approval-network', explanation.network))
  if (explanation.requestedBy !== undefined)
    section.append(
      element(
        'p',
        'approval-network',
        t('window.requestedBy', { origin: explanation.requestedBy }),
      ),
    )
  section.append(summary)
  if (preview) section.append(preview)
  section.append(buttons)
  explanation.description.then(
    (description) => {
      if (!isCurrent()) return
      renderDescription(section, summary, description, t)
      on.described()
    },
    () => {
      // Nothing to approve knowingly: the caller's Approve stays disabled.
      if (isCurrent()) summary.textContent = t('approval.unreadable')
    },
  )
  explanation.preview?.then(
    (result) => {
      if (isCurrent() && preview) on.previewed(renderPreview(preview, result, t))
    },
    () => {
      if (!isCurrent() || !preview) return
      preview.replaceChildren(
        element('h2', 'approval-heading', t('approval.balanceChanges')),
        element('p', 'approval-note', t('approval.simulationUnavailable')),
        feeLine(undefined, t),
      )
      on.previewed(true)
    },
  )
  return { section, summary, buttons }
}
