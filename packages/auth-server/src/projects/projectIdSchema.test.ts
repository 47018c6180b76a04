import { expect, test } from 'vitest'
import { isProjectId } from './projectIdSchema.js'

test('project ids are 1–100 visible characters', () => {
  for (const id of [
    'demo',
    'default',
    'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    'projet-été',
    'x'.repeat(100),
  ])
    expect(isProjectId(id)).toBe(true)
  for (const id of [
    '',
    'x'.repeat(101),
    'de\u0000mo',
    'demo\n',
    'de mo',
    'de\u00a0mo',
    'de\u200bmo',
    'de\u202emo',
    'de\ud800mo',
    42,
    undefined,
  ])
    expect(isProjectId(id)).toBe(false)
})
