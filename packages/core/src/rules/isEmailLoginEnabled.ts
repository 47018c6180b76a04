/**
 * Whether the Connect view offers email login: an auth server is configured
 * (`authUrl`), an eip155 adapter exists (the embedded wallet is eip155 for now), not basic mode, and
 * the email remote feature is on. With a project id that is the resolved remote feature (the fetched
 * project config, else local settings over the defaults); without one, a self-hosted auth
 * server needs no cloud, so email is on unless the integrator set `remoteFeatures.email: false`.
 *
 * @example
 * isEmailLoginEnabled({ authUrl: 'http://127.0.0.1:8788', hasEip155Adapter: true, basic: false,
 *   hasProjectId: false, email: false, localEmail: undefined }) // true
 */
export function isEmailLoginEnabled(parameters: {
  authUrl: string | undefined
  hasEip155Adapter: boolean
  basic: boolean
  hasProjectId: boolean
  /** The email remote feature as resolved. */
  email: boolean
  /** The integrator's local `remoteFeatures.email`. */
  localEmail: boolean | undefined
}): boolean {
  if (!parameters.authUrl || !parameters.hasEip155Adapter || parameters.basic) return false
  return parameters.hasProjectId ? parameters.email : parameters.localEmail !== false
}
