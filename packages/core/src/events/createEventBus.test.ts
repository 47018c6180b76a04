import { expect, test, vi } from 'vitest'
import { createEventBus } from './createEventBus.js'

test('emits timestamped events to subscribers, isolating a throwing one', () => {
  const onListenerError = vi.fn()
  const bus = createEventBus(onListenerError)
  const heard = vi.fn()
  bus.subscribe(() => {
    throw new Error('subscriber broke')
  })
  const unsubscribe = bus.subscribe(heard)
  bus.emit('MODAL_OPEN', { connected: false })
  expect(heard).toHaveBeenCalledWith({
    event: 'MODAL_OPEN',
    properties: { connected: false },
    timestamp: expect.any(Number),
  })
  expect(onListenerError).toHaveBeenCalledTimes(1)
  unsubscribe()
  bus.emit('MODAL_CLOSE')
  expect(heard).toHaveBeenCalledTimes(1)
})

test('emits nothing when analytics are off', () => {
  const bus = createEventBus(() => {}, { enabled: false })
  const heard = vi.fn()
  bus.subscribe(heard)
  bus.emit('MODAL_OPEN')
  expect(heard).not.toHaveBeenCalled()
})
