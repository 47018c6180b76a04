import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAnnouncementStore } from './createAnnouncementStore.js'
import { listAnnouncedWallets } from './listAnnouncedWallets.js'

const provider = { request: async () => null }
const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
const good = (uuid: string, rdns = 'a.good') => ({
  info: { uuid, name: 'Good Wallet', icon: '', rdns },
  provider,
})

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget())
})
afterEach(() => vi.unstubAllGlobals())

describe('createAnnouncementStore (EIP-6963)', () => {
  it('asks the wallets to announce and keeps what they send, one entry per uuid', () => {
    const requests = vi.fn()
    window.addEventListener('eip6963:requestProvider', requests)
    const store = createAnnouncementStore()
    expect(requests).toHaveBeenCalledOnce()
    const listener = vi.fn()
    store.subscribe(listener)
    announce(good('u1'))
    announce(good('u1'))
    expect(store.getProviders()).toHaveLength(1)
    expect(listener).toHaveBeenCalledOnce()
    store.destroy()
    announce(good('u2'))
    expect(store.getProviders()).toHaveLength(1)
  })

  it('a null detail no longer loses every later wallet (mipd threw on each one after it)', () => {
    const store = createAnnouncementStore()
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(() => {
      announce(null)
      announce(hostile)
      announce(good('u1'))
    }).not.toThrow()
    const listed = listAnnouncedWallets(store)
    expect(listed.map(({ id }) => id)).toEqual(['a.good'])
  })

  it('keeps at most 200 announcements from a page announcing in a loop', () => {
    const store = createAnnouncementStore()
    for (let index = 0; index < 1000; index++) announce(good(`u${index}`, `a.${index}`))
    expect(store.getProviders()).toHaveLength(200)
  })

  it('is empty without window (server rendering)', () => {
    vi.unstubAllGlobals()
    vi.stubGlobal('window', undefined)
    expect(createAnnouncementStore().getProviders()).toEqual([])
  })
})
