/**
 * Whether an id of the `socials` remote feature is a login the auth server runs (OAuth 2.0 /
 * OpenID Connect): every id but `email` (the email form) and `farcaster` (its own flow).
 * @example
 * isAuthServerSocial('google') // true
 * isAuthServerSocial('farcaster') // false
 */
export function isAuthServerSocial(id: string): boolean {
  return id !== 'email' && id !== 'farcaster'
}
