import { base58, base64, base64urlnopad } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  decodeBase58,
  decodeBase64,
  decodeBase64urlNoPad,
  encodeBase58,
  encodeBase64,
  encodeBase64urlNoPad,
} from './baseEncodings.js'

// @scure/base is the reference: the encodings must match it byte for byte and refuse what it refuses.
const bytes = fc.uint8Array({ maxLength: 80 })
const text = fc.string({ unit: 'binary-ascii', maxLength: 60 })

function outcome(run: () => Uint8Array): Uint8Array | 'throws' {
  try {
    return run()
  } catch {
    return 'throws'
  }
}

describe('baseEncodings', () => {
  test('encodes as @scure/base does', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        expect(encodeBase64(input)).toBe(base64.encode(input))
        expect(encodeBase64urlNoPad(input)).toBe(base64urlnopad.encode(input))
        expect(encodeBase58(input)).toBe(base58.encode(input))
      }),
    )
  })

  test('decodes what it encodes', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        expect(decodeBase64(encodeBase64(input))).toEqual(input)
        expect(decodeBase64urlNoPad(encodeBase64urlNoPad(input))).toEqual(input)
        expect(decodeBase58(encodeBase58(input))).toEqual(input)
      }),
    )
  })

  test('accepts and refuses the text @scure/base accepts and refuses', () => {
    const base64Text = fc.oneof(text, fc.stringMatching(/^[A-Za-z0-9+/]{0,12}={0,2}$/))
    const base64urlText = fc.oneof(text, fc.stringMatching(/^[A-Za-z0-9_-]{0,12}$/))
    const base58Text = fc.oneof(text, fc.stringMatching(/^1{0,3}[1-9A-Za-z]{0,12}$/))
    fc.assert(
      fc.property(base64Text, base64urlText, base58Text, (a, b, c) => {
        expect(outcome(() => decodeBase64(a))).toEqual(outcome(() => base64.decode(a)))
        expect(outcome(() => decodeBase64urlNoPad(b))).toEqual(
          outcome(() => base64urlnopad.decode(b)),
        )
        expect(outcome(() => decodeBase58(c))).toEqual(outcome(() => base58.decode(c)))
      }),
    )
  })

  test('refuses whitespace, missing padding and non-zero trailing bits', () => {
    expect(() => decodeBase64('QQ== ')).toThrow('Invalid base64')
    expect(() => decodeBase64('QQ')).toThrow('Invalid base64')
    expect(() => decodeBase64('QR==')).toThrow('Invalid base64')
    expect(() => decodeBase64urlNoPad('QQ==')).toThrow('Invalid base64url')
    expect(() => decodeBase58('0OIl')).toThrow('Invalid base58')
  })
})
