import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type CreateSafeAppFrameParameters,
  createSafeAppFrame,
  testSafeInfo,
} from '../testing/createSafeAppFrame.js'
import { DEFAULT_SAFE_ORIGINS, detectSafeApp, isAllowedOrigin } from './detectSafeApp.js'

function frameIn(parameters: CreateSafeAppFrameParameters) {
  const frame = createSafeAppFrame(parameters)
  vi.stubGlobal('window', frame.window)
  vi.stubGlobal('document', frame.document)
  return frame
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('detectSafeApp (Safe Apps SDK getSafeInfo)', () => {
  it("asks the parent for the Safe and resolves with the Safe{Wallet}'s answer", async () => {
    const frame = frameIn({ answers: { getSafeInfo: () => testSafeInfo } })
    const safeApp = await detectSafeApp()
    expect(safeApp?.safeInfo).toEqual(testSafeInfo)
    expect(frame.requests).toEqual([
      {
        id: expect.any(String),
        method: 'getSafeInfo',
        params: undefined,
        env: { sdkVersion: '9.1.0' },
      },
    ])
  })

  it('finds the parent origin in the referrer where the browser has no ancestorOrigins', async () => {
    frameIn({
      parentOrigin: null,
      referrer: 'https://app.safe.global/apps/open?safe=eth:0x5afe',
      answerFrom: { origin: 'https://app.safe.global' },
      answers: { getSafeInfo: () => testSafeInfo },
    })
    expect((await detectSafeApp())?.safeInfo).toEqual(testSafeInfo)
  })

  it('resolves undefined after the timeout when the parent does not answer', async () => {
    vi.useFakeTimers()
    const frame = frameIn({ answers: {} })
    let settled = false
    const detection = detectSafeApp().finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(499)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await detection).toBeUndefined()
    expect(frame.requests.map(({ method }) => method)).toEqual(['getSafeInfo'])
  })

  it('resolves undefined when the parent answers with an error or without a valid Safe', async () => {
    frameIn({
      answers: {
        getSafeInfo: () => {
          throw new Error('Not a Safe')
        },
      },
    })
    expect(await detectSafeApp()).toBeUndefined()
    frameIn({ answers: { getSafeInfo: () => ({ ...testSafeInfo, safeAddress: '0x5afe' }) } })
    expect(await detectSafeApp()).toBeUndefined()
  })

  it('takes answers from the parent frame only: not from another window, nor another origin', async () => {
    vi.useFakeTimers()
    const answers = { getSafeInfo: () => testSafeInfo }
    frameIn({ answers, answerFrom: { source: { postMessage() {} } } })
    const fromAnotherWindow = detectSafeApp()
    // The parent navigated away: same window, another origin than the one that framed the page.
    frameIn({ answers, answerFrom: { origin: 'https://app.safe.global.example' } })
    const fromAnotherOrigin = detectSafeApp()
    await vi.advanceTimersByTimeAsync(500)
    expect(await fromAnotherWindow).toBeUndefined()
    expect(await fromAnotherOrigin).toBeUndefined()
  })

  it("ignores messages with no data or a non-string version, from any window: the SDK's listener threw a TypeError on them", async () => {
    const frame = frameIn({ answers: { getSafeInfo: () => testSafeInfo } })
    const uncaught = vi.fn()
    process.on('uncaughtException', uncaught)
    try {
      const detection = detectSafeApp()
      for (const data of [null, undefined, 0, { version: 9 }, { id: 'x', version: {} }]) {
        for (const source of [frame.window.parent, {}]) {
          const message = { data, source, origin: 'https://app.safe.global' }
          frame.window.dispatchEvent(Object.assign(new Event('message'), message))
        }
      }
      expect((await detection)?.safeInfo).toEqual(testSafeInfo)
      await new Promise(setImmediate)
    } finally {
      process.off('uncaughtException', uncaught)
    }
    expect(uncaught).not.toHaveBeenCalled()
  })

  it('does not talk to a parent whose origin it cannot tell', async () => {
    const frame = frameIn({ parentOrigin: null, answers: { getSafeInfo: () => testSafeInfo } })
    expect(await detectSafeApp()).toBeUndefined()
    expect(frame.requests).toEqual([])
  })
})

describe('trusted Safe{Wallet} origins', () => {
  it('never asks a frame from an origin that is not a trusted Safe{Wallet}', async () => {
    const frame = frameIn({
      parentOrigin: 'https://evil.example',
      answers: { getSafeInfo: () => testSafeInfo },
    })
    expect(await detectSafeApp()).toBeUndefined()
    expect(frame.requests).toEqual([])
  })
  it('asks a listed self-hosted or local Safe', async () => {
    frameIn({
      parentOrigin: 'http://127.0.0.1:41234',
      answers: { getSafeInfo: () => testSafeInfo },
    })
    expect((await detectSafeApp({ allowedOrigins: ['http://127.0.0.1:*'] }))?.safeInfo).toEqual(
      testSafeInfo,
    )
  })
  it('matches * as one port or subdomain label, never across /', () => {
    expect(isAllowedOrigin('https://app.safe.global', DEFAULT_SAFE_ORIGINS)).toBe(true)
    expect(isAllowedOrigin('https://app.safe.global.evil.example', DEFAULT_SAFE_ORIGINS)).toBe(
      false,
    )
    expect(isAllowedOrigin('http://127.0.0.1:8080', ['http://127.0.0.1:*'])).toBe(true)
    expect(isAllowedOrigin('https://safe.my.org', ['https://*.my.org'])).toBe(true)
    expect(isAllowedOrigin('https://a/b.my.org', ['https://*.my.org'])).toBe(false)
  })
})
