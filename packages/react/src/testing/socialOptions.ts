import type { SocialOption } from '@latch/core/internal'

// Not shipped: only component tests import it.

/** The brand names core's rule gives the standard social ids (what the buttons must show). */
const brandNames: Readonly<Record<string, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}

/**
 * Social options as core's rule names them: the brand name for a standard id, the id itself for
 * others (until the auth server names them).
 * @example socialOptions('google', 'acme') // [{ id: 'google', name: 'Google' }, { id: 'acme', name: 'acme' }]
 */
export function socialOptions(...ids: string[]): SocialOption[] {
  return ids.map((id) => ({ id, name: brandNames[id] ?? id }))
}
