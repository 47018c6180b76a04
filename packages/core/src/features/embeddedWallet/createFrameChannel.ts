import type { Logger } from '../../logger/createLogger.js'
import {
  type AuthFrameEvent,
  type AuthFrameRequest,
  type AuthFrameResponse,
  parseAuthFrameMessage,
} from './frameProtocol.js'

/** Why a frame request failed without an answer. */
export type FrameFailure = 'load' | 'timeout' | 'closed'

/** An error the frame answered with, or a failure to get an answer (`failure`). */
export class AuthFrameError extends Error {
  override name = 'AuthFrameError'
  /** The EIP-1193 code (4001 user rejected…); `-32603` when there was no answer. */
  readonly code: number
  readonly reason: Extract<AuthFrameResponse, { ok: false }>['error']['reason']
  readonly attemptsLeft: number | undefined
  readonly failure: FrameFailure | undefined
  constructor(
    error: Extract<AuthFrameResponse, { ok: false }>['error'],
    failure?: FrameFailure | undefined,
  ) {
    super(error.message)
    this.code = error.code
    this.reason = error.reason
    this.attemptsLeft = error.attemptsLeft
    this.failure = failure
  }
}

type RequestBody = AuthFrameRequest extends infer request
  ? request extends AuthFrameRequest
    ? Omit<request, 'latch' | 'id'>
    : never
  : never

/** Parameters of {@link createFrameChannel}. */
export type CreateFrameChannelParameters = {
  /** `{authUrl}/frame?projectId=…&origin=…` (`toAuthFrameUrl`). */
  frameUrl: string
  /** Where the iframe goes (inside the modal, so it can be shown); resolves once there is one. */
  container: Promise<HTMLElement>
  /** How long the frame may take to say `ready` (ms). */
  loadTimeout: number
  /** How long a request may take, unless it is `untimed` (ms). */
  requestTimeout: number
  onEvent(event: AuthFrameEvent): void
  /** The frame did not say `ready` in time: 'iframe load failed'. */
  onLoadFailed(): void
  /** A request got no answer in time: 'iframe request timeout'. */
  onRequestTimeout(): void
  logger: Logger
  /**
   * Told of every message that crosses the channel (`enableAuthLogger`): a request's type and id,
   * an answer's id and outcome (error code), an event's name. Never the values (no email, code,
   * address or signature).
   */
  onTrace?: ((line: string) => void) | undefined
}

/** What {@link createFrameChannel} returns. */
export type FrameChannel = {
  /** Resolves once the frame said `ready`; rejects ({@link AuthFrameError} `failure: 'load'`). */
  ready: Promise<void>
  /**
   * Sends one request and resolves with the frame's `result`.
   * @param options.untimed - No deadline (requests that wait for the user's approval).
   * @throws {AuthFrameError} The frame's error, or `failure` `load`/`timeout`/`closed` (`closed`
   * at once when the channel was closed or its iframe is no longer in the page).
   */
  request(body: RequestBody, options?: { untimed?: boolean }): Promise<unknown>
  /** Removes the iframe and fails every request still waiting (`failure: 'closed'`). */
  close(): void
}

const noAnswer = (failure: FrameFailure, message: string) =>
  new AuthFrameError({ code: -32603, message }, failure)

/** A request sent to the frame, waiting for the answer with its id. */
type PendingRequest = {
  resolve(value: unknown): void
  reject(error: unknown): void
  timer?: ReturnType<typeof setTimeout>
}

/** The hidden iframe of the auth frame, not placed yet. */
function createAuthIframe(frameUrl: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.src = frameUrl
  iframe.title = 'Secure wallet frame'
  iframe.className = 'latch-auth-iframe'
  // The frame may run scripts, use its own origin's storage and open its approval window (a
  // top-level page of its origin, not sandboxed, where the user decides); it may not navigate
  // the page or submit forms.
  iframe.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
  )
  iframe.setAttribute('referrerpolicy', 'no-referrer')
  // Passkeys: the frame asks the browser for them itself (WebAuthn in a cross-origin frame needs
  // the host's permission); no other powerful feature.
  iframe.setAttribute('allow', 'publickey-credentials-get; publickey-credentials-create')
  return iframe
}

/** Settles the request the frame's `response` answers, if it is still waiting. */
function answerRequest(pending: Map<string, PendingRequest>, response: AuthFrameResponse): void {
  const waiting = pending.get(response.id)
  if (!waiting) return
  pending.delete(response.id)
  clearTimeout(waiting.timer)
  if (response.ok) waiting.resolve(response.result)
  else waiting.reject(new AuthFrameError(response.error))
}

/** Fails every request still waiting (`failure: 'closed'`). */
function failPendingRequests(pending: Map<string, PendingRequest>): void {
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer)
    waiting.reject(noAnswer('closed', 'The auth frame was closed'))
    pending.delete(id)
  }
}

/**
 * Loads the secure auth frame in a hidden iframe and talks to it through
 * cross-frame messages: requests carry fresh ids and are answered by the frame's response with the
 * same id; only messages whose `origin` is the frame's origin and whose `source` is this iframe's
 * window are read, and only when they parse ({@link parseAuthFrameMessage}); everything else is
 * ignored. Requests go to the frame's origin only (`postMessage` target origin).
 */
export function createFrameChannel(parameters: CreateFrameChannelParameters): FrameChannel {
  const frameOrigin = new URL(parameters.frameUrl).origin
  const iframe = createAuthIframe(parameters.frameUrl)
  const pending = new Map<string, PendingRequest>()
  let sequence = 0
  let closed = false
  let markReady: () => void = () => {}
  let failLoad: (error: unknown) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failLoad = reject
  })
  // A channel nobody awaits must not report an unhandled rejection.
  ready.catch(() => {})
  const loadTimer = setTimeout(() => {
    parameters.onLoadFailed()
    failLoad(noAnswer('load', 'The auth frame did not load'))
  }, parameters.loadTimeout)

  const onMessage = (event: MessageEvent) => {
    // Before the iframe is placed its window is `null`: a message without a source is not the frame's.
    const frameWindow = iframe.contentWindow
    if (event.origin !== frameOrigin || !frameWindow || event.source !== frameWindow) return
    const message = parseAuthFrameMessage(event.data)
    if (!message) {
      parameters.logger.warn('Ignored a malformed message from the auth frame')
      return
    }
    if (message.type === 'event') {
      parameters.onTrace?.(`Auth frame event ${message.event}`)
      if (message.event === 'ready') {
        clearTimeout(loadTimer)
        markReady()
      } else if (message.event === 'unverifiedDomain') {
        // The frame will not answer: no need to wait for the load timeout.
        clearTimeout(loadTimer)
        failLoad(noAnswer('load', 'The auth frame refused this domain'))
      }
      parameters.onEvent(message)
      return
    }
    parameters.onTrace?.(
      `Auth frame answered ${message.id}: ${message.ok ? 'ok' : `error ${message.error.code}`}`,
    )
    answerRequest(pending, message)
  }
  window.addEventListener('message', onMessage)
  void parameters.container.then((container) => {
    if (!closed) container.append(iframe)
  })

  return {
    ready,
    async request(body, options = {}) {
      await ready
      // An iframe taken out of the page after `ready` has no window: nothing would answer.
      const frameWindow = iframe.contentWindow
      if (closed || !frameWindow) throw noAnswer('closed', 'The auth frame was closed')
      const id = `${Date.now().toString(36)}-${++sequence}`
      return new Promise((resolve, reject) => {
        const entry: PendingRequest = { resolve, reject }
        if (!options.untimed) {
          entry.timer = setTimeout(() => {
            pending.delete(id)
            parameters.onRequestTimeout()
            reject(noAnswer('timeout', 'The auth frame did not answer'))
          }, parameters.requestTimeout)
        }
        pending.set(id, entry)
        parameters.onTrace?.(`Auth frame request ${id}: ${body.type}`)
        frameWindow.postMessage({ ...body, latch: 'auth', id }, frameOrigin)
      })
    },
    close() {
      closed = true
      clearTimeout(loadTimer)
      window.removeEventListener('message', onMessage)
      failPendingRequests(pending)
      failLoad(noAnswer('closed', 'The auth frame was closed'))
      iframe.remove()
    },
  }
}
