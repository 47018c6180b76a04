import fc from 'fast-check'

/**
 * Characters a reader cannot see but a parser or a screen may be fooled by: C0 and C1 controls,
 * the soft hyphen, zero-width characters, bidi embeddings, overrides and isolates, word joiners,
 * the BOM and Unicode tag characters.
 */
export const invisibleCharacter: fc.Arbitrary<string> = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u00ad',
  '\u061c',
  '\u180e',
  '\u200b',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2069',
  '\ufeff',
  '\u{e0041}',
)

/** Any UTF-16 code unit, lone surrogates included (`unit: 'binary'` keeps surrogates paired). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

/**
 * Text as a hostile peer sends it: any code points, lone surrogates, visible text laced with
 * invisible characters, and now and then a long run (up to 20,000 characters).
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.oneof(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        invisibleCharacter,
      ),
    }),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1_000, max: 20_000 }))
      .map(([run, length]) => run.repeat(Math.ceil(length / run.length))),
  },
)

/**
 * Values no well-behaved peer sends, but a page script, an extension or a buggy wallet can: a
 * null-prototype object, a `toString` that is not a function or throws, a symbol, a function.
 */
export const hostileObject: fc.Arbitrary<unknown> = fc.constantFrom(
  Object.create(null),
  Object.assign(Object.create(null), { toString: 5 }),
  {
    toString() {
      throw new Error('toString refuses')
    },
  },
  Symbol('hostile'),
  () => 'a function',
)

/** An object whose every named property read throws (a hostile page script's proxy or getters). */
export const readRefusingObject: fc.Arbitrary<object> = fc.constant(
  new Proxy(
    {},
    {
      get(_, key) {
        // Symbols are left alone: fast-check reads its own ones to print a counterexample.
        if (typeof key === 'symbol') {
          return key === fc.toStringMethod ? () => 'Proxy(every named read throws)' : undefined
        }
        throw new Error('property reads refused')
      },
      has: (_, key) => key === fc.toStringMethod,
    },
  ),
)

/**
 * Anything JavaScript can hold whose properties can be read: fast-check's `anything` with null
 * prototypes, boxed values, dates, maps, sets, sparse and typed arrays, and {@link hostileObject}s.
 */
export const readableValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
    stringUnit: 'binary',
  }),
  hostileObject,
)

/** {@link readableValue}s and {@link readRefusingObject}: any input at all. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 9, arbitrary: readableValue },
  { weight: 1, arbitrary: readRefusingObject },
)

/**
 * Mostly `arbitrary` (18 times in 20); else `otherwise`, or `undefined` (a key missing once the
 * value is JSON): a field of a message as a peer sends it, mostly right.
 */
export function mostly<T>(
  arbitrary: fc.Arbitrary<T>,
  otherwise: fc.Arbitrary<unknown>,
): fc.Arbitrary<T | unknown> {
  return fc.oneof(
    { weight: 18, arbitrary },
    { weight: 1, arbitrary: otherwise },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}
