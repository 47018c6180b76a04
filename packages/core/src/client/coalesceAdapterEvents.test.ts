import { describe, expect, it, vi } from 'vitest'
import type { AdapterEvent } from '../adapter/types.js'
import { coalesceAdapterEvents } from './coalesceAdapterEvents.js'

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 20))
const account = (n: number): AdapterEvent => ({
  type: 'accountChanged',
  address: `0x${String(n).padStart(40, '0')}`,
})

describe('coalesceAdapterEvents (issue 11: one state update per frame)', () => {
  it('1,000 alternating accountsChanged become one update with the last account', async () => {
    const handled: AdapterEvent[] = []
    const coalesced = coalesceAdapterEvents((event) => handled.push(event), vi.fn())
    for (let index = 0; index < 1000; index++) coalesced.push(account(index % 2 ? 2 : 1))
    coalesced.push(account(3))
    expect(handled).toEqual([])
    await nextFrame()
    expect(handled).toEqual([account(3)])
  })

  it('keeps the last chain and account; a disconnect drops the changes before it', async () => {
    const handled: AdapterEvent[] = []
    const coalesced = coalesceAdapterEvents((event) => handled.push(event), vi.fn())
    coalesced.push({ type: 'chainChanged', chainId: 1 })
    coalesced.push(account(1))
    coalesced.push({ type: 'disconnect' })
    coalesced.push({ type: 'connectorsChanged' })
    coalesced.push({ type: 'connectorsChanged' })
    await nextFrame()
    expect(handled).toEqual([{ type: 'disconnect' }, { type: 'connectorsChanged' }])
    coalesced.push({ type: 'chainChanged', chainId: 1 })
    coalesced.push({ type: 'chainChanged', chainId: 10 })
    coalesced.push(account(2))
    await nextFrame()
    expect(handled.slice(2)).toEqual([{ type: 'chainChanged', chainId: 10 }, account(2)])
  })

  it('a handler that throws is reported and does not stop the others; cancel drops what is pending', async () => {
    const handled: AdapterEvent[] = []
    const onError = vi.fn()
    const coalesced = coalesceAdapterEvents((event) => {
      if (event.type === 'chainChanged') throw new Error('bug')
      handled.push(event)
    }, onError)
    coalesced.push({ type: 'chainChanged', chainId: 1 })
    coalesced.push(account(1))
    await nextFrame()
    expect(onError).toHaveBeenCalledOnce()
    expect(handled).toEqual([account(1)])
    coalesced.push(account(2))
    coalesced.cancel()
    await nextFrame()
    expect(handled).toEqual([account(1)])
  })
})
