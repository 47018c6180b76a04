import { afterEach, describe, expect, test, vi } from 'vitest'
import { AuthServerError } from '../server/AuthServerError.js'
import type { ServerSession } from '../server/schemas.js'
import { pollLoginResult } from './pollLoginResult.js'

const session = {
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 900,
  user: { id: 'u', email: null },
  wallet: null,
} satisfies ServerSession
const pending = { status: 'pending' } as const
const down = () => new AuthServerError(0, 'network')

afterEach(() => {
  vi.useRealTimers()
})

describe('pollLoginResult (issues 28, 30)', () => {
  test('asks again at once after a 202 or a dropped request, until the session', async () => {
    const ask = vi
      .fn<(signal: AbortSignal) => Promise<ServerSession | typeof pending | undefined>>()
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce(session)
    const ended = vi.fn(async () => {})
    expect(await pollLoginResult(ask, new AbortController().signal, ended)).toBe(session)
    expect(ask).toHaveBeenCalledTimes(3)
    expect(ended).not.toHaveBeenCalled()
  })

  test('rides out 3 unreachable answers in a row, 1 s apart; the 4th is thrown', async () => {
    vi.useFakeTimers()
    const ask = vi.fn(async (_signal: AbortSignal) => {
      throw down()
    })
    const ended = vi.fn(async () => {})
    const polling = pollLoginResult(ask, new AbortController().signal, ended)
    const outcome = expect(polling).rejects.toMatchObject({ status: 0, error: 'network' })
    await vi.advanceTimersByTimeAsync(2999)
    expect(ask).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(ask).toHaveBeenCalledTimes(4)
    expect(ended).not.toHaveBeenCalled()
  })

  test('a 409 (another request of the attempt still waits) asks again 1 s later (issue 30)', async () => {
    vi.useFakeTimers()
    const ask = vi
      .fn<(signal: AbortSignal) => Promise<ServerSession | typeof pending | undefined>>()
      .mockRejectedValueOnce(new AuthServerError(409, 'result_pending'))
      .mockResolvedValueOnce(session)
    const ended = vi.fn(async () => {})
    const polling = pollLoginResult(ask, new AbortController().signal, ended)
    await vi.advanceTimersByTimeAsync(999)
    expect(ask).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await polling).toBe(session)
    expect(ended).not.toHaveBeenCalled()
  })

  test.each([400, 401, 404])(
    'a %i ends the attempt: `ended` runs, the error is thrown',
    async (status) => {
      const error = new AuthServerError(status, 'farcaster_expired')
      const ended = vi.fn(async () => {})
      await expect(
        pollLoginResult(() => Promise.reject(error), new AbortController().signal, ended),
      ).rejects.toBe(error)
      expect(ended).toHaveBeenCalledOnce()
    },
  )

  test('a 503 is thrown without ending the attempt', async () => {
    const error = new AuthServerError(503, 'relay_unavailable')
    const ended = vi.fn(async () => {})
    await expect(
      pollLoginResult(() => Promise.reject(error), new AbortController().signal, ended),
    ).rejects.toBe(error)
    expect(ended).not.toHaveBeenCalled()
  })

  test('an abort rejects with 4001, even while a request is in flight', async () => {
    const controller = new AbortController()
    const ask = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(down())))
    const polling = pollLoginResult(
      ask,
      controller.signal,
      vi.fn(async () => {}),
    )
    controller.abort()
    await expect(polling).rejects.toMatchObject({ code: 4001 })
    await expect(
      pollLoginResult(
        ask,
        controller.signal,
        vi.fn(async () => {}),
      ),
    ).rejects.toMatchObject({ code: 4001 })
  })
})
