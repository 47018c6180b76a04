import { expect, test } from 'vitest'
import { createMemoryDevWalletStorage } from './createMemoryDevWalletStorage.ts'

test('keeps strings per key, forgets removed keys, and treats __proto__ as a plain key', () => {
  const storage = createMemoryDevWalletStorage()
  expect(storage.getItem('a')).toBeNull()
  storage.setItem('a', '1')
  storage.setItem('__proto__', 'x')
  expect(storage.getItem('a')).toBe('1')
  expect(storage.getItem('__proto__')).toBe('x')
  expect(storage.getItem('toString')).toBeNull()
  storage.removeItem('a')
  expect(storage.getItem('a')).toBeNull()
})
