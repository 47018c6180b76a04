import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { anyValue, hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { listAnnouncedWallets } from './listAnnouncedWallets.js'

/** Two wallets' providers: a re-announcement reuses one, an impostor brings its own. */
const providers = [0, 1].map(() => ({ request: async () => null, on() {}, removeListener() {} }))

/** A field as a page script may announce it: text, any value, or missing. */
const field = fc.option(fc.oneof({ weight: 3, arbitrary: hostileText }, anyValue), {
  nil: undefined,
})

/** An `info` object, sometimes with an own `__proto__` key among its fields. */
const info = fc
  .record(
    {
      uuid: fc.oneof(fc.constantFrom('u1', 'u2'), field),
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
  anyValue,
  fc.record(
    {
      info: fc.oneof({ weight: 4, arbitrary: info }, anyValue),
      provider: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...providers) }, anyValue),
    },
    { requiredKeys: [] },
  ),
)

/**
 * Controls (C0, C1), bidi formatting (embeddings, overrides, isolates, marks), zero-width
 * characters, word joiners, line and paragraph separators and the BOM: none may be shown.
 */
const hiddenCharacter = /[\p{Cc}\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u

describe('fuzz: EIP-6963 announcements', () => {
  test('never throw; each listed wallet has its own id and a short, visible, trimmed name', () => {
    let listedCount = 0
    fc.assert(
      fc.property(fc.array(detail, { maxLength: 5 }), (details) => {
        const skipped: unknown[] = []
        const store = { getProviders: () => details } as unknown as Parameters<
          typeof listAnnouncedWallets
        >[0]
        const listed = listAnnouncedWallets(store, (skippedDetail) => skipped.push(skippedDetail))
        expect(listed.length + skipped.length).toBeLessThanOrEqual(details.length)
        expect(new Set(listed.map(({ id }) => id)).size).toBe(listed.length)
        for (const wallet of listed) {
          const { name, uuid, rdns, icon } = wallet.info
          expect(typeof name).toBe('string')
          expect(name.length).toBeGreaterThan(0)
          expect(name.length).toBeLessThanOrEqual(64)
          expect(name).toBe(name.trim())
          expect(name).not.toMatch(hiddenCharacter)
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
