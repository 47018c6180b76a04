import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REASON, parseSchema, zodLikeObject } from './parseSchema.js'

describe('parseSchema: valibot problems as the zod schemas before gave them (issue 27)', () => {
  it('gives the output of a value the schema takes', () => {
    expect(parseSchema(v.array(v.string()), ['a'])).toEqual({ success: true, output: ['a'] })
  })
  it("reads a problem without a message of its own as zod/mini's 'Invalid input'", () => {
    expect(DEFAULT_REASON).toBe('Invalid input')
    expect(parseSchema(v.object({ list: v.array(v.string()) }), { list: ['a', 5] })).toEqual({
      success: false,
      problem: { path: ['list', '1'], reason: 'Invalid input', unknownKey: undefined },
    })
  })
  it("keeps the schema's own message and reports the first problem only", () => {
    const schema = v.object({
      a: v.string('must be a string'),
      b: v.pipe(v.number(), v.minValue(0, 'must be positive')),
    })
    expect(parseSchema(schema, { a: 1, b: -1 })).toMatchObject({
      problem: { path: ['a'], reason: 'must be a string' },
    })
    expect(parseSchema(schema, { a: '', b: -1 })).toMatchObject({
      problem: { path: ['b'], reason: 'must be positive' },
    })
  })
  it("reports a strict object's unknown key apart, with the object's path", () => {
    const schema = v.object({ inner: v.strictObject({ known: v.optional(v.string()) }) })
    expect(parseSchema(schema, { inner: { known: 'x', other: 1 } })).toEqual({
      success: false,
      problem: { path: ['inner'], reason: 'Invalid input', unknownKey: 'other' },
    })
  })
})

describe('zodLikeObject: objects as zod takes them', () => {
  const schema = zodLikeObject(
    v.object({ id: v.string('needs an id'), name: v.optional(v.string()) }),
    'must be an object',
  )
  it('refuses arrays, null and primitives with its message (valibot objects take arrays)', () => {
    for (const value of [[], ['x'], null, 'x', 5]) {
      expect(parseSchema(schema, value)).toMatchObject({
        problem: { path: [], reason: 'must be an object' },
      })
    }
    expect(parseSchema(zodLikeObject(v.looseObject({})), [])).toMatchObject({
      problem: { reason: 'Invalid input' },
    })
  })
  it("reports a missing required key with its entry's message, not the object's", () => {
    expect(parseSchema(schema, { name: 'x' })).toMatchObject({
      problem: { path: ['id'], reason: 'needs an id' },
    })
  })
  it("gives the object schema's output", () => {
    expect(parseSchema(schema, { id: 'a', extra: 1 })).toEqual({
      success: true,
      output: { id: 'a' },
    })
  })
})
