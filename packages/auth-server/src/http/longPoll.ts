const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * Runs `step` until it answers, every `intervalMs`, for at most `waitMs` (a long poll): the
 * shape of the result routes that wait for a login to end.
 *
 * @param parameters.step One look; `undefined` means "not yet". Given the deadline (a
 *   `Date.now()` value): a look must not outlast it (race what it waits on against it).
 * @param parameters.signal The request's; once aborted, no further look is taken.
 * @returns `step`'s answer, or `undefined` when the time ran out (answer "pending").
 */
export async function longPoll<T>(parameters: {
  waitMs: number
  intervalMs: number
  signal: AbortSignal
  step: (deadline: number) => Promise<T | undefined>
}): Promise<T | undefined> {
  const { waitMs, intervalMs, signal, step } = parameters
  const deadline = Date.now() + waitMs
  for (;;) {
    const answer = await step(deadline)
    if (answer !== undefined) return answer
    if (Date.now() + intervalMs > deadline || signal.aborted) return undefined
    await sleep(intervalMs, signal)
  }
}
