// Latch's own simple marks for the social logins, drawn for Latch on a 24×24 tile: no icon package
// (simple-icons is CC0, which the licence check refuses; @web3icons/core has no social brands) and
// nothing fetched. Each is shown as an `<img>` (an SVG image runs no script and loads nothing).
const tile = (fill: string, stroke = '') =>
  `<rect x=".5" y=".5" width="23" height="23" rx="5" fill="${fill}"${stroke ? ` stroke="${stroke}"` : ''}/>`
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">${body}</svg>`

/** The key glyph: the mark of a login the table below has none for (an integrator's own issuer). */
const keyMark = svg(
  `${tile('#6b7280')}<g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"><circle cx="8.5" cy="12" r="3"/><path d="M11.5 12h7M15.5 12v2.5M18.5 12v3"/></g>`,
)

/**
 * The social logins' marks as SVG markup, keyed by provider id (`google`, `x`, `discord`,
 * `github`, `apple`, `facebook`).
 */
export const socialLogos: Readonly<Record<string, string>> = {
  // A "G" of four arcs (red, yellow, green, blue) and its bar, on a white tile.
  google: svg(
    `${tile('#fff', '#dadce0')}<g fill="none" stroke-width="3.4"><path stroke="#ea4335" d="M17.75 7.18A7.5 7.5 0 0 0 4.95 9.43"/><path stroke="#fbbc05" d="M4.95 9.43A7.5 7.5 0 0 0 4.95 14.57"/><path stroke="#34a853" d="M4.95 14.57A7.5 7.5 0 0 0 17.75 16.82"/><path stroke="#4285f4" d="M17.75 16.82A7.5 7.5 0 0 0 19.5 12M12.2 12h9"/></g>`,
  ),
  // A bold and a thin stroke crossing, white on black.
  x: svg(
    `${tile('#000')}<g stroke="#fff"><path stroke-width="2.8" d="M6.5 6l11 12"/><path stroke-width="1.4" d="M17.5 6l-11 12"/></g>`,
  ),
  // A round game-pad face with two eyes, white on blurple.
  discord: svg(
    `${tile('#5865f2')}<path fill="#fff" d="M7 8.5C8.5 7.3 10 7 10.5 7l.5 1c.7-.1 1.3-.1 2 0l.5-1c.5 0 2 .3 3.5 1.5 1.3 2.1 1.8 4.5 1.6 7.1-1.3 1-2.6 1.5-3.6 1.7l-.7-1.2c-1.3.4-3.3.4-4.6 0L9 17.3c-1-.2-2.3-.7-3.6-1.7C5.2 13 5.7 10.6 7 8.5z"/><g fill="#5865f2"><ellipse cx="9.6" cy="12.6" rx="1.1" ry="1.25"/><ellipse cx="14.4" cy="12.6" rx="1.1" ry="1.25"/></g>`,
  ),
  // A cat's head with pointed ears, white on near-black.
  github: svg(
    `${tile('#181717')}<g fill="#fff"><ellipse cx="12" cy="12.6" rx="5.2" ry="4.3"/><path d="M7.3 10.8 7.2 6.6l3.2 2.2zM16.7 10.8l.1-4.2-3.2 2.2zM10.6 16h2.8v2.8h-2.8z"/></g><g fill="#181717"><circle cx="10" cy="12.8" r=".9"/><circle cx="14" cy="12.8" r=".9"/></g>`,
  ),
  // An apple with a leaf and a bitten right side, white on black.
  apple: svg(
    `${tile('#000')}<path fill="#fff" d="M12 8.6c-1.2 0-2-.7-3.1-.7-1.7 0-3.3 1.5-3.3 4.1 0 3.1 2 6.6 3.6 6.6 1 0 1.5-.6 2.8-.6s1.7.6 2.8.6c1.3 0 2.6-2 3.3-3.7-1.5-.7-2.3-1.9-2.3-3.3 0-1.2.6-2.3 1.6-2.9-.7-.5-1.5-.8-2.3-.8-1.1 0-1.9.7-3.1.7zM12.1 7.4c-.1-1.5 1.1-2.8 2.5-3 .1 1.5-1.1 2.9-2.5 3z"/>`,
  ),
  // A lowercase "f", white on blue.
  facebook: svg(
    `${tile('#1877f2')}<path fill="#fff" d="M13.2 19.5v-6.2h2.1l.3-2.4h-2.4V9.4c0-.7.2-1.2 1.2-1.2h1.3V6.1c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v1.6H8.5v2.4h2.1v6.2z"/>`,
  ),
}

/**
 * Farcaster's mark (its login is Sign In With Farcaster, not one of the auth server's OAuth
 * providers above): a gate with an arched opening, white on Farcaster purple.
 */
export const farcasterLogo = svg(
  `${tile('#855dcd')}<path fill="#fff" d="M5.5 6h13v2h-1v10h-3.2v-4.2a2.3 2.3 0 0 0-4.6 0V18H6.5V8h-1z"/>`,
)

/**
 * The mark of a social login as a `data:image/svg+xml` URL, for an `<img>`.
 *
 * @param provider - A provider id, e.g. `'google'` or `'farcaster'`.
 * @returns Its mark, or the key glyph for an id without one (an integrator's own issuer, `'acme'`).
 */
export function socialLogoUrl(provider: string): string {
  const mark =
    provider === 'farcaster'
      ? farcasterLogo
      : Object.hasOwn(socialLogos, provider)
        ? socialLogos[provider]
        : undefined
  return `data:image/svg+xml,${encodeURIComponent(mark ?? keyMark)}`
}
