import { expect, test, vi } from 'vitest'
import { createEmitter } from './createEmitter.js'

test('calls the listeners of the emitted name, in order, until they unsubscribe', () => {
  const emitter = createEmitter<{ a: number; b: string }>(() => {})
  const heard: string[] = []
  const off = emitter.on('a', (n) => heard.push(`first ${n}`))
  emitter.on('a', (n) => heard.push(`second ${n}`))
  emitter.on('b', (s) => heard.push(`b ${s}`))
  emitter.emit('a', 1)
  off()
  emitter.emit('a', 2)
  expect(heard).toEqual(['first 1', 'second 1', 'second 2'])
})

test('a throwing listener is reported and the others still run', () => {
  const onListenerError = vi.fn()
  const emitter = createEmitter<{ a: number }>(onListenerError)
  const heard = vi.fn()
  const failure = new Error('listener broke')
  emitter.on('a', () => {
    throw failure
  })
  emitter.on('a', heard)
  emitter.emit('a', 1)
  expect(onListenerError).toHaveBeenCalledWith(failure)
  expect(heard).toHaveBeenCalledWith(1)
})
