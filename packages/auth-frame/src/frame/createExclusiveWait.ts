import { userRejected } from '../errors/AuthFrameError.js'

/**
 * One long wait at a time (a social login, a passkey panel): `run` gives its task a signal, and a
 * newer `run` or `abort` rejects the one waiting with EIP-1193 4001 at once (the task is told by
 * its signal and should stop).
 */
export function createExclusiveWait() {
  let current: AbortController | undefined
  return {
    /** Runs `task`, aborting the wait before it; rejects with 4001 when aborted. */
    async run<result>(task: (signal: AbortSignal) => Promise<result>): Promise<result> {
      current?.abort()
      const controller = new AbortController()
      current = controller
      const aborted = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(userRejected())),
      )
      try {
        return await Promise.race([task(controller.signal), aborted])
      } finally {
        if (current === controller) current = undefined
      }
    },
    /** Rejects the waiting task, if any, with 4001. */
    abort(): void {
      current?.abort()
      current = undefined
    },
  }
}
