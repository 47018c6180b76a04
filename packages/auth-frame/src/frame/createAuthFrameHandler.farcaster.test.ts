// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { AuthFrameError } from '../errors/AuthFrameError.js'
import { ATTEMPT, network, setup } from '../testing/setupFrameHandler.js'

// Issue 30 (Sign In With Farcaster), design "C. Frame + protocol".
describe('createAuthFrameHandler: Farcaster login (issue 30)', () => {
  const init = { type: 'init', networks: [network(31337)], chainId: 31337 }

  test('startFarcaster before init is refused with 4100; after it answers the attempt', async () => {
    const { send, session } = await setup({ signedIn: false, init: false })
    expect(await send({ type: 'startFarcaster' })).toMatchObject({
      ok: false,
      error: { code: 4100, message: 'The frame is not initialized: send init first.' },
    })
    expect(session.startFarcaster).not.toHaveBeenCalled()
    await send(init)
    expect(await send({ type: 'startFarcaster' })).toMatchObject({
      ok: true,
      result: {
        attemptId: ATTEMPT,
        url: `https://farcaster.xyz/~/siwf?channelToken=${ATTEMPT}`,
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
    })
  })

  test('awaitFarcaster answers the session once logged in and posts accountsChanged', async () => {
    const { send, start, farcaster, shares, posted, session } = await setup({ signedIn: false })
    await send({ type: 'startFarcaster' })
    const waiting = start({ type: 'awaitFarcaster', attemptId: ATTEMPT })
    await vi.waitFor(() => expect(session.awaitFarcaster).toHaveBeenCalled())
    expect(session.awaitFarcaster.mock.calls[0]?.[0]).toBe(ATTEMPT)
    expect(waiting.answered()).toBeUndefined()
    farcaster.finish()
    expect(await waiting.answer()).toMatchObject({
      ok: true,
      result: { email: 'a@example.com', address: shares.address },
    })
    expect(posted).toContainEqual({
      latch: 'auth',
      type: 'event',
      event: 'accountsChanged',
      accounts: [shares.address],
    })
  })

  test.each([
    ['cancelFarcaster', { type: 'cancelFarcaster', attemptId: ATTEMPT }],
    ['rejectPending', { type: 'rejectPending' }],
    ['signOut', { type: 'signOut' }],
  ])('%s rejects awaitFarcaster with 4001', async (name, request) => {
    const { send, start, session, events } = await setup({ signedIn: false })
    const waiting = start({ type: 'awaitFarcaster', attemptId: ATTEMPT })
    await vi.waitFor(() => expect(session.awaitFarcaster).toHaveBeenCalled())
    expect(await send(request)).toMatchObject({ ok: true, result: null })
    expect(await waiting.answer()).toMatchObject({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(session.awaitFarcaster.mock.calls[0]?.[1].aborted).toBe(true)
    if (name === 'cancelFarcaster') expect(session.cancelFarcaster).toHaveBeenCalledWith(ATTEMPT)
    else expect(session.cancelFarcaster).not.toHaveBeenCalled()
    if (name !== 'signOut') expect(events()).not.toContain('accountsChanged')
  })

  test('one awaitFarcaster waits at a time; a social login’s wait is another', async () => {
    const { start, session, farcaster, social } = await setup({ signedIn: false })
    const first = start({ type: 'awaitFarcaster', attemptId: ATTEMPT })
    await vi.waitFor(() => expect(session.awaitFarcaster).toHaveBeenCalledTimes(1))
    const second = start({ type: 'awaitFarcaster', attemptId: ATTEMPT })
    expect(await first.answer()).toMatchObject({ ok: false, error: { code: 4001 } })
    await vi.waitFor(() => expect(session.awaitFarcaster).toHaveBeenCalledTimes(2))
    const socialWait = start({ type: 'awaitSocial', attemptId: ATTEMPT })
    await vi.waitFor(() => expect(session.awaitSocial).toHaveBeenCalled())
    expect(second.answered()).toBeUndefined()
    farcaster.finish()
    expect(await second.answer()).toMatchObject({ ok: true })
    social.finish()
    expect(await socialWait.answer()).toMatchObject({ ok: true })
  })

  test('a refused login answers its code and reason', async () => {
    const { send, session } = await setup({ signedIn: false })
    session.startFarcaster.mockRejectedValueOnce(
      new AuthFrameError(4900, 'The Farcaster relay could not be reached.', {
        reason: 'relay_unavailable',
      }),
    )
    expect(await send({ type: 'startFarcaster' })).toMatchObject({
      ok: false,
      error: { code: 4900, reason: 'relay_unavailable' },
    })
    session.awaitFarcaster.mockRejectedValueOnce(
      new AuthFrameError(4100, 'The Farcaster sign-in could not be verified.', {
        reason: 'farcaster_refused',
      }),
    )
    expect(await send({ type: 'awaitFarcaster', attemptId: ATTEMPT })).toMatchObject({
      ok: false,
      error: {
        code: 4100,
        message: 'The Farcaster sign-in could not be verified.',
        reason: 'farcaster_refused',
      },
    })
  })

  test('malformed Farcaster requests are ignored', async () => {
    const { start, session } = await setup({ signedIn: false })
    const ignored = [
      start({ type: 'awaitFarcaster' }),
      start({ type: 'awaitFarcaster', attemptId: 'abc' }),
      start({ type: 'cancelFarcaster', attemptId: ATTEMPT.toUpperCase() }),
    ]
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ignored.map((request) => request.answered())).toEqual([undefined, undefined, undefined])
    expect(session.awaitFarcaster).not.toHaveBeenCalled()
    expect(session.cancelFarcaster).not.toHaveBeenCalled()
  })
})
