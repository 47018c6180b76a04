import { expect, test, vi } from 'vitest'
import { createStandardSessionFeatures } from './createStandardSessionFeatures.ts'

test('standard:disconnect deauthorizes', async () => {
  const deauthorize = vi.fn()
  const { features } = createStandardSessionFeatures(deauthorize)
  expect(Object.keys(features)).toEqual(['standard:disconnect', 'standard:events'])
  await features['standard:disconnect'].disconnect()
  expect(deauthorize).toHaveBeenCalledOnce()
})

test('standard:events tells change listeners the accounts until they stop listening', () => {
  const session = createStandardSessionFeatures(() => {})
  const onChange = vi.fn()
  const off = session.features['standard:events'].on('change', onChange)
  session.emitAccounts([])
  expect(onChange).toHaveBeenCalledWith({ accounts: [] })
  off()
  session.emitAccounts([])
  expect(onChange).toHaveBeenCalledOnce()
})

test('standard:events ignores other events', () => {
  const session = createStandardSessionFeatures(() => {})
  const listener = vi.fn()
  const off = session.features['standard:events'].on('other' as 'change', listener)
  session.emitAccounts([])
  expect(listener).not.toHaveBeenCalled()
  expect(off()).toBeUndefined()
})
