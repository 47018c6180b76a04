import { describe, expect, it } from 'vitest'
import { getSocialOptions } from './getSocialOptions.js'

const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
const ids = (options: { id: string }[]) => options.map((option) => option.id)
const base = { socials: all, telegram: false, platform: 'other' as const, offered: undefined }

describe('issue 28 / spec §5: the social logins to offer', () => {
  it('keeps the configured order, without email (issue 30: farcaster kept, spec §9 4th)', () => {
    expect(ids(getSocialOptions({ ...base, socials: ['github', 'email', ...all] }))).toEqual([
      'github',
      'google',
      'x',
      'discord',
      'farcaster',
      'apple',
      'facebook',
    ])
  })

  it('is empty when socials are off or list nothing usable', () => {
    expect(getSocialOptions({ ...base, socials: false })).toEqual([])
    expect(getSocialOptions({ ...base, socials: ['email'] })).toEqual([])
  })

  it('Telegram on iOS drops google', () => {
    const options = getSocialOptions({ ...base, telegram: true, platform: 'ios' })
    expect(ids(options)).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('Telegram on a Mac drops x', () => {
    const options = getSocialOptions({ ...base, telegram: true, platform: 'mac' })
    expect(ids(options)).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('Telegram on Android drops facebook and x', () => {
    const options = getSocialOptions({ ...base, telegram: true, platform: 'android' })
    expect(ids(options)).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('Telegram elsewhere, and any platform outside Telegram, keep everything', () => {
    const expected = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
    expect(ids(getSocialOptions({ ...base, telegram: true, platform: 'other' }))).toEqual(expected)
    for (const platform of ['ios', 'mac', 'android'] as const) {
      expect(ids(getSocialOptions({ ...base, platform }))).toEqual(expected)
    }
  })

  it('narrows to what the auth server offers once told, naming ids outside the standard seven', () => {
    const offered = [
      { id: 'discord', name: 'Discord (ours)' },
      { id: 'acme', name: 'Acme' },
      { id: 'google', name: 'Google' },
    ]
    expect(
      getSocialOptions({ ...base, socials: ['google', 'x', 'acme', 'discord'], offered }),
    ).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'acme', name: 'Acme' },
      { id: 'discord', name: 'Discord' },
    ])
    expect(getSocialOptions({ ...base, offered: [] })).toEqual([])
  })

  it('names the standard ids before the server told, and others by their id', () => {
    expect(getSocialOptions({ ...base, socials: ['github', 'x', 'acme'] })).toEqual([
      { id: 'github', name: 'GitHub' },
      { id: 'x', name: 'X' },
      { id: 'acme', name: 'acme' },
    ])
  })

  it('issue 30: farcaster is kept only when the auth server offers it, once told', () => {
    const socials = ['google', 'farcaster']
    const google = { id: 'google', name: 'Google' }
    const farcaster = { id: 'farcaster', name: 'Farcaster' }
    expect(getSocialOptions({ ...base, socials, offered: [google, farcaster] })).toEqual([
      google,
      farcaster,
    ])
    expect(getSocialOptions({ ...base, socials, offered: [google] })).toEqual([google])
  })
})
