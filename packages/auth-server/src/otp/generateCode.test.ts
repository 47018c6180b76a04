import { expect, test } from 'vitest'
import { generateCode } from './generateCode.js'
import { hashCode } from './hashCode.js'

test('codes are 6 digits, zero-padded, and spread over the range', () => {
  const codes = Array.from({ length: 2000 }, generateCode)
  expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
  expect(new Set(codes).size).toBeGreaterThan(1990)
})

test('the stored HMAC depends on the secret, the user, the project and the code', () => {
  const secret = Buffer.from('s'.repeat(32))
  const base = { userId: 'u', projectId: 'p', code: '012345' }
  const hash = hashCode(secret, base)
  expect(hash).toHaveLength(32)
  expect(hashCode(secret, base)).toEqual(hash)
  for (const other of [
    hashCode(Buffer.from('t'.repeat(32)), base),
    hashCode(secret, { ...base, userId: 'v' }),
    hashCode(secret, { ...base, projectId: 'q' }),
    hashCode(secret, { ...base, code: '012346' }),
  ]) {
    expect(other).not.toEqual(hash)
  }
})
