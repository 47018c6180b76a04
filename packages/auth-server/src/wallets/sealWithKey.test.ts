import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { openWithKey, sealWithKey } from './sealWithKey.js'

const key = randomBytes(32)
const plaintext = Buffer.from('a key share')

test('opens what it sealed, with a fresh IV each time', () => {
  const sealed = sealWithKey(key, plaintext, 'latch:auth-share:u:p')
  expect(openWithKey(key, sealed, 'latch:auth-share:u:p')).toEqual(plaintext)
  expect(sealWithKey(key, plaintext, 'latch:auth-share:u:p')).not.toEqual(sealed)
})

test('refuses another key, another row, or a changed byte', () => {
  const sealed = sealWithKey(key, plaintext, 'latch:auth-share:u:p')
  const error = 'Unsupported state or unable to authenticate data'
  expect(() => openWithKey(randomBytes(32), sealed, 'latch:auth-share:u:p')).toThrow(error)
  expect(() => openWithKey(key, sealed, 'latch:auth-share:other:p')).toThrow(error)
  const tampered = Buffer.from(sealed)
  tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1
  expect(() => openWithKey(key, tampered, 'latch:auth-share:u:p')).toThrow(error)
})
