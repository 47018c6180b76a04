import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { hostileObject, hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { InvalidOptionError } from '../errors/options.js'
import { isSafeImageUrl } from '../format/isSafeImageUrl.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../testing/localNetworks.js'
import { validateOptions } from './validateOptions.js'

/**
 * A value of a wrong kind, or of the right kind with odd contents: values that cannot become text
 * (null prototypes, throwing toString) and sparse arrays included.
 */
const odd = fc.oneof(
  hostileText,
  hostileObject,
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withNullPrototype: true,
    withSparseArray: true,
  }),
)

/** A network: one of the local ones, one with a field replaced by an odd value, or anything. */
const network = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(anvil, anvil2) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(anvil, anvil2),
        fc.constantFrom('id', 'caipNetworkId', 'name', 'nativeCurrency', 'assets', 'rpcUrls'),
        odd,
      )
      .map(([base, field, value]) => ({ ...base, [field]: value })),
  },
  { weight: 1, arbitrary: odd },
)

const networkKey = fc.constantFrom(
  anvil.caipNetworkId,
  anvil2.caipNetworkId,
  String(anvil.id),
  '__proto__',
  'toString',
)
const safeUrl = fc.constantFrom('https://example.com/chain.png', 'data:image/png;base64,AA==')
const unsafeUrl = fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'not a url', '')

/** Mostly `valid`; now and then `nearMiss` (the right kind, a wrong value) or an odd value. */
const field = <T>(valid: fc.Arbitrary<T>, nearMiss: fc.Arbitrary<unknown> = odd) =>
  fc.oneof(
    { weight: 18, arbitrary: valid },
    { weight: 1, arbitrary: nearMiss },
    { weight: 1, arbitrary: odd },
  )

const stringList = field(fc.array(fc.string(), { maxLength: 3 }), fc.array(odd, { maxLength: 2 }))

/** Options as an integrator (or a config file) might write them, mostly almost right. */
const options = fc.oneof(
  { weight: 1, arbitrary: odd },
  {
    weight: 19,
    arbitrary: fc.record(
      {
        networks: field(
          fc.shuffledSubarray([anvil, anvil2], { minLength: 1 }),
          fc.oneof(fc.array(network, { maxLength: 3 }), fc.sparseArray(network, { maxLength: 3 })),
        ),
        defaultNetwork: field(fc.constantFrom(anvil, anvil2), network),
        projectId: field(fc.string({ minLength: 1 }), fc.constant('')),
        adapters: field(fc.constant([createScriptedAdapter().adapter]), fc.array(odd)),
        metadata: field(
          fc.record({
            name: fc.string(),
            description: fc.string(),
            url: safeUrl,
            icons: fc.array(fc.string(), { maxLength: 2 }),
          }),
          fc.record(
            { name: odd, description: odd, url: unsafeUrl, icons: odd },
            { requiredKeys: [] },
          ),
        ),
        features: field(fc.dictionary(fc.string(), fc.boolean(), { maxKeys: 3 })),
        themeMode: field(fc.constantFrom('light', 'dark'), fc.constantFrom('system', '')),
        themeVariables: field(
          fc.record(
            { '--latch-accent': fc.string(), '--latch-z-index': fc.integer() },
            { requiredKeys: [] },
          ),
          fc.dictionary(fc.constantFrom('--latch-accent', '--latch-z-index', '--other'), odd),
        ),
        enableEIP6963: field(fc.boolean()),
        debug: field(fc.boolean()),
        excludeWalletIds: stringList,
        includeWalletIds: stringList,
        customWallets: field(
          fc.array(fc.record({ id: fc.string(), name: fc.string() }), { maxLength: 2 }),
          fc.array(fc.record({ id: odd, name: odd }, { requiredKeys: [] }), { maxLength: 2 }),
        ),
        customRpcUrls: field(
          fc.dictionary(networkKey, fc.array(safeUrl, { maxLength: 2 }), { maxKeys: 2 }),
          fc.dictionary(networkKey, fc.oneof(unsafeUrl, odd), { maxKeys: 2 }),
        ),
        chainImages: field(
          fc.dictionary(networkKey, safeUrl, { maxKeys: 2 }),
          fc.dictionary(networkKey, fc.oneof(unsafeUrl, odd), { maxKeys: 2 }),
        ),
        siwx: odd,
      },
      { requiredKeys: [] },
    ),
  },
)

describe('fuzz: validateOptions', () => {
  test('resolved options, or InvalidOptionError and nothing else', () => {
    let resolvedCount = 0
    fc.assert(
      fc.property(options, (candidate) => {
        let resolved: ReturnType<typeof validateOptions>
        try {
          resolved = validateOptions(candidate as Parameters<typeof validateOptions>[0])
        } catch (error) {
          if (!(error instanceof InvalidOptionError)) throw error
          return
        }
        resolvedCount++
        expect(resolved.networks).toContain(resolved.defaultNetwork)
        const given = (candidate as { networks: { assets?: { imageUrl?: unknown } }[] }).networks
        resolved.networks.forEach((resolvedNetwork, index) => {
          expect(typeof resolvedNetwork.caipNetworkId).toBe('string')
          // An image is the network's own, or one of chainImages, which must be safe to show.
          const imageUrl = resolvedNetwork.assets?.imageUrl
          if (imageUrl !== given[index]?.assets?.imageUrl)
            expect(isSafeImageUrl(imageUrl)).toBe(true)
        })
      }),
      fuzzParameters(),
    )
    expect(resolvedCount).toBeGreaterThan(0)
  })
})
