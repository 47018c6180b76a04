import { describe, expect, test, vi } from 'vitest'
import { refuseHost } from './refuseHost.js'

describe('refuseHost', () => {
  test("tells an unverified host (spec §8 'unverified domain'), posting to its origin only", () => {
    const parent = { postMessage: vi.fn() }
    const log = vi.fn()
    refuseHost(
      {
        ok: false,
        reason: 'http://127.0.0.1:4173 is not an allowed origin of project demo.',
        unverified: true,
        origin: 'http://127.0.0.1:4173',
      },
      { parent, log },
    )
    expect(parent.postMessage.mock.calls).toEqual([
      [{ latch: 'auth', type: 'event', event: 'unverifiedDomain' }, 'http://127.0.0.1:4173'],
    ])
    expect(log).toHaveBeenCalledWith(
      '[Latch auth frame] Not answering: http://127.0.0.1:4173 is not an allowed origin of project demo.',
    )
  })

  test('posts nothing for any other refusal, only logs it', () => {
    const parent = { postMessage: vi.fn() }
    const log = vi.fn()
    refuseHost({ ok: false, reason: 'The page is not framed.' }, { parent, log })
    expect(parent.postMessage).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith('[Latch auth frame] Not answering: The page is not framed.')
  })
})
