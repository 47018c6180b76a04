import { expect, test } from 'vitest'
import { createDevWalletPersistence } from './createDevWalletPersistence.ts'
import { createMemoryDevWalletStorage } from './createMemoryDevWalletStorage.ts'

test('saves state as JSON under its key and loads it back, {} when none or not JSON', () => {
  const storage = createMemoryDevWalletStorage()
  const persistence = createDevWalletPersistence<{ authorized: boolean }>(storage, 'key')
  expect(persistence.load()).toEqual({})
  persistence.save({ authorized: true })
  expect(storage.getItem('key')).toBe('{"authorized":true}')
  expect(persistence.load()).toEqual({ authorized: true })
  storage.setItem('key', '{not json')
  expect(persistence.load()).toEqual({})
})
