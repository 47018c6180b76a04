import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { hostileText, mostly } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { createSafeAppFrame, testSafeInfo } from '../testing/createSafeAppFrame.js'
import { detectSafeApp } from './detectSafeApp.js'

const parentOrigin = 'https://app.safe.global'

/** What `postMessage` can carry (structured clones): JSON-like values, text, nothing. */
const cloneable = fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileText, fc.constant(undefined))
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => mostly(arbitrary, cloneable)

/** The parent's answer to `getSafeInfo`: the Safe with a field changed, anything, or an error. */
const answer = fc.oneof(
  fc.constant({ data: testSafeInfo }),
  fc
    .tuple(fc.constantFrom(...Object.keys(testSafeInfo)), cloneable)
    .map(([field, value]) => ({ data: { ...testSafeInfo, [field]: value } })),
  cloneable.map((data) => ({ data })),
  fc.string().map((error) => ({ error })),
  fc.constant('silent' as const),
)

/**
 * A message another frame, a script or the parent posts meanwhile; `answersRequest` makes it
 * carry the id of the SDK's request, as a forged answer would.
 */
const noise = fc.record({
  data: fc.oneof(
    cloneable,
    fc.record({
      id: maybe(fc.string()),
      answersRequest: fc.boolean(),
      version: maybe(fc.constantFrom('9.1.0', '1.0.0', '0.1.0', '')),
      success: maybe(fc.boolean()),
      data: maybe(fc.constant(testSafeInfo)),
      error: cloneable,
    }),
  ),
  fromParent: fc.boolean(),
  origin: fc.constantFrom(parentOrigin, 'https://evil.example', 'null', ''),
})

/**
 * A listener that throws is reported by the page, not by `dispatchEvent`: each listener added to
 * `target` is wrapped to record what it throws (and removed through its wrapper).
 */
function recordListenerThrows(target: EventTarget): unknown[] {
  const thrown: unknown[] = []
  const wrappers = new Map<EventListenerOrEventListenerObject, EventListener>()
  const add = target.addEventListener.bind(target)
  const remove = target.removeEventListener.bind(target)
  target.addEventListener = (type, listener, options) => {
    if (!listener) return
    const wrapper: EventListener = (event) => {
      try {
        if (typeof listener === 'function') listener(event)
        else listener.handleEvent(event)
      } catch (error) {
        thrown.push(error)
      }
    }
    wrappers.set(listener, wrapper)
    add(type, wrapper, options)
  }
  target.removeEventListener = (type, listener, options) => {
    const wrapper = listener && wrappers.get(listener)
    if (wrapper) remove(type, wrapper, options)
  }
  return thrown
}

beforeAll(() => {
  vi.useFakeTimers()
})
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('fuzz: the Safe{Wallet} frame (Safe Apps SDK postMessage)', () => {
  test('any message, from any window and origin, is ignored or answers getSafeInfo; nothing throws', async () => {
    const outcomes = new Set<string>()
    await fc.assert(
      fc.asyncProperty(answer, fc.array(noise, { maxLength: 4 }), async (reply, messages) => {
        const frame = createSafeAppFrame({
          parentOrigin,
          answers:
            reply === 'silent'
              ? {}
              : {
                  getSafeInfo: () => {
                    if ('error' in reply) throw new Error(reply.error)
                    return reply.data
                  },
                },
        })
        const thrown = recordListenerThrows(frame.window)
        vi.stubGlobal('window', frame.window)
        vi.stubGlobal('document', frame.document)
        const detection = detectSafeApp()
        const requestId = frame.requests[0]?.id
        for (const { data, fromParent, origin } of messages) {
          const forged =
            typeof data === 'object' && data !== null && 'answersRequest' in data
              ? { ...data, id: data.answersRequest ? requestId : data.id }
              : data
          const event = Object.assign(new Event('message'), {
            data: forged,
            origin,
            source: fromParent ? frame.window.parent : {},
          })
          frame.window.dispatchEvent(event)
        }
        await vi.advanceTimersByTimeAsync(500)
        const safeApp = await detection
        expect(thrown).toEqual([])
        if (safeApp) {
          expect(safeApp.safeInfo.safeAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
          expect(Number.isSafeInteger(safeApp.safeInfo.chainId)).toBe(true)
        }
        outcomes.add(safeApp ? 'detected' : 'none')
      }),
      fuzzParameters(),
    )
    expect(outcomes).toEqual(new Set(['detected', 'none']))
  })
})
