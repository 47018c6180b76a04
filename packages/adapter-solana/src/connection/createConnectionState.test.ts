import { describe, expect, it, vi } from 'vitest'
import { type ActiveConnection, createConnectionState } from './createConnectionState.js'

const connection = (stop = vi.fn()): ActiveConnection => ({
  kind: 'walletConnect',
  provider: {} as never,
  address: 'AWKs9FeCQdDwUkBmQHLJeC2oXtpzinr1VyXLZ2wUch9c',
  caipNetwork: undefined,
  stop,
})

describe('createConnectionState', () => {
  it('holds one connection and stops it when it ends', () => {
    const state = createConnectionState()
    expect(state.active).toBeUndefined()
    expect(() => state.require()).toThrow('No ActiveCaipAddress found')
    const stop = vi.fn()
    const active = connection(stop)
    state.set(active)
    expect(state.require()).toBe(active)
    state.end()
    expect(stop).toHaveBeenCalledOnce()
    expect(state.active).toBeUndefined()
    state.end()
    expect(stop).toHaveBeenCalledOnce()
  })

  it('tells subscribers of each event until they unsubscribe', () => {
    const state = createConnectionState()
    const listener = vi.fn()
    const unsubscribe = state.subscribe(listener)
    state.emit({ type: 'disconnect' })
    expect(listener).toHaveBeenCalledWith({ type: 'disconnect' })
    unsubscribe()
    state.emit({ type: 'connectorsChanged' })
    expect(listener).toHaveBeenCalledOnce()
  })
})
