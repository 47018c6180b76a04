import { userRejected } from '../errors/AuthFrameError.js'
import { AuthServerError } from '../server/AuthServerError.js'
import type { ServerSession } from '../server/schemas.js'

// Consecutive unreachable-server answers a login's wait rides out, 1 s apart.
const NETWORK_RETRIES = 3

/** Whether the server ended the attempt for good (failed, cancelled, expired, another key). */
const isFinal = (error: unknown) =>
  error instanceof AuthServerError && [400, 401, 404].includes(error.status)

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })

/**
 * The long poll of a login attempt (a social login, a Farcaster login): asks the server for its
 * outcome until it has one (no deadline); `{ status: 'pending' }` (the server held the request up
 * to 8 s) or `undefined` (the request was dropped on purpose) ask again at once; 409 (another
 * request for the same attempt is still waiting) asks again 1 s later; and up to 3 unreachable
 * answers in a row are ridden out, 1 s apart.
 * @param ask - One result request (its signal aborts with `signal`).
 * @param signal - Ends the wait.
 * @param ended - Called before the error of an attempt the server ended for good (400, 401, 404)
 *   is thrown, to forget it.
 * @returns The session the attempt opened.
 * @throws {AuthFrameError} 4001 once `signal` aborts; else the server call's error, as thrown.
 */
export async function pollLoginResult(
  ask: (signal: AbortSignal) => Promise<ServerSession | { status: 'pending' } | undefined>,
  signal: AbortSignal,
  ended: () => Promise<void>,
): Promise<ServerSession> {
  let unreachable = 0
  for (;;) {
    if (signal.aborted) throw userRejected()
    let answer: Awaited<ReturnType<typeof ask>>
    try {
      answer = await ask(signal)
    } catch (error) {
      if (signal.aborted) throw userRejected()
      if (error instanceof AuthServerError && error.status === 409) {
        await pause(1000, signal)
        continue
      }
      if (error instanceof AuthServerError && error.status === 0) {
        if (++unreachable <= NETWORK_RETRIES) {
          await pause(1000, signal)
          continue
        }
      } else if (isFinal(error)) await ended()
      throw error
    }
    unreachable = 0
    if (answer && !('status' in answer)) return answer
  }
}
