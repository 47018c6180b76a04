import fc from 'fast-check'
import type { Store } from 'mipd'
import { describe, expect, test } from 'vitest'
import { hostileText, readableValue } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { listAnnouncedWallets } from './listAnnouncedWallets.js'

const provider = { request: async () => null, on() {}, removeListener() {} }

/** A field as a page script may announce it: text, any value, or missing. */
const field = fc.option(fc.oneof({ weight: 3, arbitrary: hostileText }, readableValue), {
  nil: undefined,
})

/** An `info` object, sometimes with an own `__proto__` key among its fields. */
const info = fc
  .record(
    {
      uuid: field,
      name: field,
      rdns: fc.oneof(fc.constantFrom('a.wallet', 'b.wallet'), field),
      icon: field,
    },
    { requiredKeys: [] },
  )
  .chain((fields) =>
    fc
      .boolean()
      .map((withProto) =>
        withProto
          ? Object.fromEntries([['__proto__', { name: 'Injected' }], ...Object.entries(fields)])
          : fields,
      ),
  )

/** What `event.detail` of an `eip6963:announceProvider` may hold. */
const detail = fc.oneof(
  readableValue,
  fc.record(
    {
      info: fc.oneof({ weight: 4, arbitrary: info }, readableValue),
      provider: fc.oneof({ weight: 4, arbitrary: fc.constant(provider) }, readableValue),
    },
    { requiredKeys: [] },
  ),
)

/**
 * Controls, the soft hyphen, zero-width characters, bidi embeddings and overrides, word joiners
 * and the BOM: what `listAnnouncedWallets` documents it strips from names.
 */
const strippedCharacter = /[\p{Cc}\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u

describe('fuzz: EIP-6963 announcements', () => {
  test('never throw; what is listed has a short, visible, trimmed name, one connector id per wallet', () => {
    let listedCount = 0
    fc.assert(
      fc.property(fc.array(detail, { maxLength: 5 }), (details) => {
        const skipped: unknown[] = []
        const store = { getProviders: () => details } as unknown as Store
        const listed = listAnnouncedWallets(store, (skippedDetail) => skipped.push(skippedDetail))
        expect(listed.length + skipped.length).toBeLessThanOrEqual(details.length)
        expect(new Set(listed.map(({ id }) => id)).size).toBe(listed.length)
        for (const wallet of listed) {
          const { name, uuid, rdns, icon } = wallet.info
          expect(typeof name).toBe('string')
          expect(name.length).toBeGreaterThan(0)
          expect(name.length).toBeLessThanOrEqual(64)
          expect(name).toBe(name.trimStart())
          expect(name).not.toMatch(strippedCharacter)
          expect(typeof uuid).toBe('string')
          expect(typeof rdns).toBe('string')
          expect(typeof icon).toBe('string')
          expect(typeof wallet.provider.request).toBe('function')
        }
        listedCount += listed.length
      }),
      fuzzParameters(),
    )
    expect(listedCount).toBeGreaterThan(0)
  })
})
