import type { SafeInfo } from '@safe-global/safe-apps-sdk'

/** A request of the Safe Apps SDK, as the parent frame receives it. */
export type SafeAppRequest = {
  id: string
  method: string
  params: unknown
  env: { sdkVersion: string }
}

/** Parameters of {@link createSafeAppFrame}. */
export type CreateSafeAppFrameParameters = {
  /** The parent's origin, as `location.ancestorOrigins` reports it; none when `null`. */
  parentOrigin?: string | null
  /** `document.referrer` of the framed page. */
  referrer?: string
  /**
   * What the parent answers, per SDK method; a method not listed is never answered (a parent that
   * is not a Safe{Wallet}). A handler that throws is answered with an error, as Safe{Wallet} does.
   */
  answers?: Partial<Record<string, (params: unknown) => unknown>>
  /** Where the answers seem to come from (default: the parent window, at `parentOrigin`). */
  answerFrom?: { origin?: string; source?: unknown }
}

/** The Safe the e2e host and these tests answer with: anvil's first account is its one owner. */
export const testSafeInfo: SafeInfo = {
  safeAddress: '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE',
  chainId: 31337,
  threshold: 1,
  owners: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  isReadOnly: false,
}

/**
 * A page framed by a stand-in Safe{Wallet}, for Node tests: the `window` and `document` to stub,
 * whose parent answers the Safe Apps SDK's `postMessage` requests the way Safe{Wallet}'s
 * AppCommunicator does (`{ id, success, version, data | error }`, asynchronously). Not exported
 * from the package.
 */
export function createSafeAppFrame({
  parentOrigin = 'https://app.safe.global',
  referrer = '',
  answers = {},
  answerFrom = {},
}: CreateSafeAppFrameParameters = {}) {
  const requests: SafeAppRequest[] = []
  const frame = new EventTarget()
  const deliver = (data: unknown) => {
    const event = Object.assign(new Event('message'), {
      data,
      origin: answerFrom.origin ?? parentOrigin ?? '',
      source: 'source' in answerFrom ? answerFrom.source : parent,
    })
    frame.dispatchEvent(event)
  }
  const parent = {
    postMessage(request: SafeAppRequest, targetOrigin: string) {
      if (targetOrigin !== '*') throw new Error(`Unexpected target origin ${targetOrigin}`)
      requests.push(request)
      const answer = answers[request.method]
      if (!answer) return
      const reply = { id: request.id, version: '9.1.0' }
      setTimeout(async () => {
        try {
          deliver({ ...reply, success: true, data: await answer(request.params) })
        } catch (error) {
          deliver({ ...reply, success: false, error: (error as Error).message })
        }
      })
    },
  }
  const window = Object.assign(frame, {
    parent,
    crypto: globalThis.crypto,
    location: { ancestorOrigins: parentOrigin === null ? undefined : [parentOrigin] },
  })
  return { window, document: { referrer }, requests }
}
