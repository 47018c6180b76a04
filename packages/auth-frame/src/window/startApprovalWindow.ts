import { createApprovalView } from '../approval/createApprovalView.js'
import type { RequestDescription } from '../approval/describeRequest.js'
import type { TransactionPreview } from '../approval/loadTransactionPreview.js'
import type { ApprovalExplanation } from '../approval/renderApproval.js'
import type { watchVisibility } from '../approval/watchVisibility.js'
import { element } from '../dom/element.js'
import { createFrameTexts, type FrameTexts } from '../i18n/createFrameTexts.js'
import { frameToWindowSchema, type WindowToFrame } from './windowProtocol.js'

/** With no request from its frame by then, the window says it has nothing to show (ms). */
export const NO_REQUEST_AFTER_MS = 5_000

/** How often the window checks that the frame that opened it is still there (ms). */
export const OPENER_POLL_MS = 500

/** A promise settled later, by a message. */
function deferred<value>() {
  let resolve: (value: value) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<value>((yes, no) => {
    resolve = yes
    reject = no
  })
  // The view reads it; an unread failure is not an unhandled rejection.
  promise.catch(() => {})
  return { promise, resolve, reject }
}

type Shown = {
  id: string
  description: ReturnType<typeof deferred<RequestDescription>>
  preview: ReturnType<typeof deferred<TransactionPreview>> | undefined
}

/**
 * Runs the approval window: tells the frame that opened it (`window.opener`, which must be at this
 * page's own origin) that it is `ready`, shows the request the frame sends (the approval UI of
 * `createApprovalView`, with its visibility guard and 500 ms delay), and sends back the user's
 * decision; Reject closes the window, Approve waits for the frame to close it once the request is
 * signed or sent. Only messages whose `source` is the opener and whose `origin` is this page's are
 * read, and only when they parse. Opened any other way (no opener, another origin's opener), it
 * shows that it has no request after 5 s; it closes itself when the frame goes away.
 *
 * @param parameters.window - The window's global object.
 * @param parameters.root - The page's container.
 * @param parameters.texts - The page's texts (the frame's locale is applied to them).
 * @param parameters.watchVisibility - Replaceable in tests.
 * @returns Stops listening and polling.
 */
export function startApprovalWindow(parameters: {
  window: Window
  root: HTMLElement
  texts?: FrameTexts
  watchVisibility?: typeof watchVisibility
}): () => void {
  const { window: page, root } = parameters
  const texts = parameters.texts ?? createFrameTexts()
  const origin = page.location.origin
  const opener = page.opener as Window | null
  const view = createApprovalView<ApprovalExplanation>({
    root,
    explain: (explanation) => explanation,
    texts,
    ...(parameters.watchVisibility && { watchVisibility: parameters.watchVisibility }),
  })
  let shown: Shown | undefined
  const post = (message: WindowToFrame) => opener?.postMessage(message, origin)

  const onMessage = (event: MessageEvent) => {
    if (!opener || event.source !== opener || event.origin !== origin) return
    const parsed = frameToWindowSchema.safeParse(event.data)
    if (!parsed.success) {
      // The frame's words or preview for the request shown, but unreadable: say so, never wait.
      const type = (event.data as { type?: unknown } | null)?.type
      const failed = new Error('The frame sent what this window cannot read.')
      if (type === 'description') shown?.description.reject(failed)
      else if (type === 'preview') shown?.preview?.reject(failed)
      return
    }
    const message = parsed.data
    if (message.type === 'show') {
      clearTimeout(noRequest)
      const current: Shown = {
        id: message.id,
        description: deferred(),
        preview: message.hasPreview ? deferred() : undefined,
      }
      shown = current
      page.document.documentElement.dataset.theme = message.theme
      void texts.setLocale(message.locale).then(() => {
        if (shown !== current) return
        page.document.title = texts.t('window.title')
        view.show(
          {
            network: message.network,
            requestedBy: message.requestedBy,
            description: current.description.promise,
            preview: current.preview?.promise,
          },
          {
            async approve() {
              post({ latch: 'latch-approval', type: 'decision', id: current.id, approve: true })
            },
            reject() {
              post({ latch: 'latch-approval', type: 'decision', id: current.id, approve: false })
              page.close()
            },
          },
        )
      })
      return
    }
    if (message.id !== shown?.id) return
    const target = message.type === 'description' ? shown.description : shown.preview
    if (message.type === 'description' && message.description)
      shown.description.resolve(message.description as RequestDescription)
    else if (message.type === 'preview' && message.preview)
      shown.preview?.resolve(message.preview as TransactionPreview)
    else target?.reject(new Error('The frame could not read this request.'))
  }

  page.addEventListener('message', onMessage)
  const noRequest = setTimeout(() => {
    const note = element('p', 'approval-note', texts.t('window.noRequest'))
    note.setAttribute('role', 'alert')
    root.replaceChildren(note)
  }, NO_REQUEST_AFTER_MS)
  const watchOpener = setInterval(() => {
    if (opener?.closed) page.close()
  }, OPENER_POLL_MS)
  post({ latch: 'latch-approval', type: 'ready' })
  return () => {
    clearTimeout(noRequest)
    clearInterval(watchOpener)
    page.removeEventListener('message', onMessage)
    view.hide()
  }
}
