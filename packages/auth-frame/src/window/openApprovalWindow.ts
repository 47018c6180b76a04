import type { ApprovalExplanation } from '../approval/renderApproval.js'
import {
  approvalWindowFeatures,
  type FrameToWindow,
  windowToFrameSchema,
} from './windowProtocol.js'

/** How often the frame checks whether the user closed the approval window (ms). */
export const WINDOW_CLOSED_POLL_MS = 250

/** What the approval window shows besides the explanation. */
export type ApprovalWindowRequest = {
  /** The request's id in the window protocol (see `newWindowRequestId`). */
  id: string
  /** The verified origin of the host page that asked. */
  requestedBy: string
  locale: string
  theme: 'light' | 'dark'
}

/** The frame's handle on an open approval window. */
export type ApprovalWindowLink = {
  /** Brings the window to the front. */
  focus(): void
  /** Closes the window and stops listening to it. */
  close(): void
}

/**
 * Opens the approval window (a top-level page at the frame's own origin that nobody can embed) and
 * talks to it: only messages whose `source` is that window and whose `origin` is the frame's own
 * are read, and only when they parse; messages go to that origin only. Once the window says
 * `ready`, it is sent the request and, as they arrive, its words and preview. Must run inside the
 * user's click in the frame (browsers open windows only then).
 *
 * @param parameters.window - The frame's window.
 * @param parameters.url - The approval window's URL (same origin as the frame).
 * @param parameters.request - The request's id and context.
 * @param parameters.pointer - Where the click was on the screen (CSS px), to open the window
 *   beside it rather than under it; absent for a keyboard click.
 * @param parameters.explanation - What the window shows.
 * @param parameters.onDecision - The user's decision in the window (once).
 * @param parameters.onClosed - The user closed the window without deciding.
 * @returns The link, or `undefined` when the browser blocked the window.
 */
export function openApprovalWindow(parameters: {
  window: Window
  url: string
  request: ApprovalWindowRequest
  pointer?: { screenX: number; screenY: number } | undefined
  explanation: ApprovalExplanation
  onDecision(approve: boolean): void
  onClosed(): void
}): ApprovalWindowLink | undefined {
  const { window: frame, request, explanation } = parameters
  const origin = frame.location.origin
  const popup = frame.open(
    parameters.url,
    '_blank',
    approvalWindowFeatures(parameters.pointer, frame.screen),
  )
  if (!popup) return undefined
  let decided = false
  const post = (message: FrameToWindow) => popup.postMessage(message, origin)

  function sendRequest() {
    const { id } = request
    post({
      latch: 'latch-approval',
      type: 'show',
      id,
      requestedBy: request.requestedBy,
      network: explanation.network,
      locale: request.locale,
      theme: request.theme,
      hasPreview: explanation.preview !== undefined,
    })
    explanation.description.then(
      (description) => post({ latch: 'latch-approval', type: 'description', id, description }),
      () => post({ latch: 'latch-approval', type: 'description', id, failed: true }),
    )
    explanation.preview?.then(
      (preview) => post({ latch: 'latch-approval', type: 'preview', id, preview }),
      () => post({ latch: 'latch-approval', type: 'preview', id, failed: true }),
    )
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== origin) return
    const parsed = windowToFrameSchema.safeParse(event.data)
    if (!parsed.success) return
    if (parsed.data.type === 'ready') sendRequest()
    else if (parsed.data.id === request.id && !decided) {
      decided = true
      parameters.onDecision(parsed.data.approve)
    }
  }
  // The frame going away (the host reloads or moves it) takes its window along.
  const onPageHide = () => close()
  frame.addEventListener('message', onMessage)
  frame.addEventListener('pagehide', onPageHide)
  const poll = setInterval(() => {
    if (!popup.closed) return
    stop()
    if (!decided) parameters.onClosed()
  }, WINDOW_CLOSED_POLL_MS)
  function stop() {
    clearInterval(poll)
    frame.removeEventListener('message', onMessage)
    frame.removeEventListener('pagehide', onPageHide)
  }
  const close = () => {
    stop()
    popup.close()
  }
  return { focus: () => popup.focus(), close }
}
