import { describe, expect, it } from 'vitest'
import { farcasterLogo, socialLogos, socialLogoUrl } from './socialLogos.js'

// Issue 28 (D-17): Latch's own marks for the six providers, a key glyph for any other id.

const decode = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length))

describe('social logos', () => {
  it('has a mark for each of the six providers', () => {
    expect(Object.keys(socialLogos)).toEqual([
      'google',
      'x',
      'discord',
      'github',
      'apple',
      'facebook',
    ])
  })

  it.each(Object.keys(socialLogos))('%s is an SVG data URL that loads and runs nothing', (id) => {
    const url = socialLogoUrl(id)
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg%20/)
    expect(decode(url)).not.toMatch(/<script|\son\w+=|href=|url\(/i)
    expect(decode(url)).toBe(socialLogos[id])
  })

  it('any other id, including inherited names, gets the key glyph', () => {
    const key = socialLogoUrl('acme')
    expect(decode(key)).toMatch(/^<svg .*<circle/)
    expect(Object.values(socialLogos)).not.toContain(decode(key))
    expect(socialLogoUrl('constructor')).toBe(key)
  })

  // Issue 30: Farcaster's own mark (a gate in Farcaster purple), drawn for Latch like the others.
  it('farcaster has its own mark, an SVG data URL that loads and runs nothing', () => {
    const url = socialLogoUrl('farcaster')
    expect(decode(url)).toBe(farcasterLogo)
    expect(farcasterLogo).toMatch(/^<svg .*#855dcd/)
    expect(farcasterLogo).not.toMatch(/<script|\son\w+=|href=|url\(/i)
    expect(Object.values(socialLogos)).not.toContain(farcasterLogo)
  })
})
