import type { Platform } from '../platform/detectPlatform.js'

/** One social login the Connect view offers: the provider's id and the name shown for it. */
export type SocialOption = { id: string; name: string }

/** The display names of the standard social ids (brand names, never translated). */
export const standardSocialNames: Readonly<Record<string, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}

/** The socials Telegram's webview cannot complete, per platform. */
const refusedInTelegram: Readonly<Record<Platform, readonly string[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The social logins to offer, in the configured order: without `email` (its own form; the resolved
 * remote features never list it), `farcaster` included (its own flow, still a button among the
 * socials); in Telegram, without what its webview cannot complete (ios: `google`; mac: `x`; android:
 * `facebook` and `x`); once the auth server told what it offers (`offered`), only those, named by
 * the server for ids outside the standard seven. Empty: social login is off.
 * @param parameters.socials The `socials` remote feature (`false`: off).
 * @param parameters.telegram Whether the page runs in Telegram.
 * @param parameters.platform The device family (only read in Telegram).
 * @param parameters.offered What the auth server offers (`{ id, name }`), `undefined` until known.
 * @example
 * getSocialOptions({ socials: ['google', 'x'], telegram: true, platform: 'ios', offered: undefined })
 * // [{ id: 'x', name: 'X' }]
 */
export function getSocialOptions(parameters: {
  socials: readonly string[] | false
  telegram: boolean
  platform: Platform
  offered: readonly SocialOption[] | undefined
}): SocialOption[] {
  const { socials, telegram, platform, offered } = parameters
  if (!socials) return []
  const refused = telegram ? refusedInTelegram[platform] : []
  const options: SocialOption[] = []
  for (const id of socials) {
    if (id === 'email' || refused.includes(id)) continue
    if (options.some((option) => option.id === id)) continue
    const served = offered?.find((option) => option.id === id)
    if (offered && !served) continue
    options.push({ id, name: standardSocialNames[id] ?? served?.name ?? id })
  }
  return options
}
