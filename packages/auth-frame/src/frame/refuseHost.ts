import type { HostCheck } from './verifyHostOrigin.js'

/**
 * What the frame does when its host is refused: it logs why and answers nothing,
 * but an `unverified` host, a real embedder whose origin the project does not allow, is told so
 * ('unverified domain': the message carries no data and no session). The message is
 * posted to that refused origin only, never `'*'`: a page that framed the frame under another
 * origin's name learns nothing (the browser drops a message whose target origin is not the
 * parent's).
 *
 * @param host - The refused check from `verifyHostOrigin`.
 * @param parameters.parent - The embedding window (`window.parent`).
 * @param parameters.log - Where the reason goes (`console.error`).
 */
export function refuseHost(
  host: Extract<HostCheck, { ok: false }>,
  parameters: {
    parent: Pick<Window, 'postMessage'>
    log: (message: string) => void
  },
): void {
  parameters.log(`[Latch auth frame] Not answering: ${host.reason}`)
  if (host.unverified) {
    parameters.parent.postMessage(
      { latch: 'auth', type: 'event', event: 'unverifiedDomain' },
      host.origin,
    )
  }
}
