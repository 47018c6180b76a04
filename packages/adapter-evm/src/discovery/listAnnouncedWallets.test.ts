import type { Store } from 'mipd'
import { describe, expect, test, vi } from 'vitest'
import { listAnnouncedWallets } from './listAnnouncedWallets.js'

const provider = { request: async () => null, on() {}, removeListener() {} }

function store(details: unknown[]): Store {
  return { getProviders: () => details } as unknown as Store
}

function wallet(info: Record<string, unknown>, announced: unknown = provider) {
  return { info, provider: announced }
}

const valid = wallet({
  uuid: 'u1',
  name: 'Good Wallet',
  icon: 'data:image/svg+xml,x',
  rdns: 'a.good',
})

describe('listAnnouncedWallets', () => {
  test('hostile announcements are skipped and reported; valid ones kept in order', () => {
    const onInvalid = vi.fn()
    const hostile = [
      null,
      undefined,
      42,
      'wallet',
      { info: null, provider },
      wallet({ uuid: 'u2', icon: '', rdns: 'evil.noname' }),
      wallet({ uuid: 'u3', name: 42, icon: '', rdns: 'evil.numeric' }),
      wallet({ uuid: 'u4', name: '  \u200b\u202e ', icon: '', rdns: 'evil.blank' }),
      wallet({ uuid: 'u5', name: 'No provider', icon: '', rdns: 'evil.noprovider' }, null),
      wallet({ uuid: 'u6', name: 'No request', icon: '', rdns: 'evil.norequest' }, {}),
      wallet({ name: 'No uuid', icon: '', rdns: 'evil.nouuid' }),
      wallet({ uuid: 'u7', name: 'No rdns', icon: '' }),
    ]
    const listed = listAnnouncedWallets(store([...hostile, valid]), onInvalid)
    expect(listed.map(({ info }) => info.rdns)).toEqual(['a.good'])
    expect(onInvalid).toHaveBeenCalledTimes(hostile.length)
  })

  test('names are stripped of control, zero-width and bidi characters, trimmed and capped', () => {
    const [listed] = listAnnouncedWallets(
      store([
        wallet({
          uuid: 'u1',
          name: ` \u202eEvil\u200b\u0007 ${'x'.repeat(100)}`,
          icon: 42,
          rdns: 'a.long',
        }),
      ]),
    )
    expect(listed?.info.name).toBe(`Evil ${'x'.repeat(59)}`)
    expect(listed?.info.icon).toBe('')
  })

  test('an impostor reusing a listed rdns no longer hides the real wallet: both are listed', () => {
    const onDuplicate = vi.fn()
    const impostor = wallet(
      { uuid: 'u9', name: 'Good Wallet', icon: '', rdns: 'a.good' },
      { request: async () => null },
    )
    // The impostor announces first (a page script can run before the extension's).
    const listed = listAnnouncedWallets(store([impostor, valid]), undefined, onDuplicate)
    expect(listed.map(({ id }) => id)).toEqual(['a.good', 'a.good#u1'])
    expect(listed[1]?.provider).toBe(provider)
    expect(onDuplicate).toHaveBeenCalledWith('a.good')
  })

  test('the same provider announced again under another uuid is listed once', () => {
    const again = wallet({ uuid: 'u8', name: 'Good Wallet', icon: '', rdns: 'a.good' })
    expect(listAnnouncedWallets(store([valid, again])).map(({ id }) => id)).toEqual(['a.good'])
  })
})
