/** Where the Connect view puts "Continue with a passkey": in the email block, the social block, or nowhere. */
export type PasskeyPlacement = 'email' | 'social' | 'none'

/**
 * Where "Continue with a passkey" goes on the Connect view: a passkey always follows an earlier
 * email or social login, so it joins the email block when the email form shows, else the social
 * block when social logins show, else it is not offered (`connectMethodsOrder` keeps its three
 * values: email, social, wallet).
 *
 * @example
 * getPasskeyPlacement({ emailShown: false, socialShown: true }) // 'social'
 */
export function getPasskeyPlacement(parameters: {
  /** Whether the Connect view shows the email form. */
  emailShown: boolean
  /** Whether the Connect view shows social logins. */
  socialShown: boolean
}): PasskeyPlacement {
  if (parameters.emailShown) return 'email'
  return parameters.socialShown ? 'social' : 'none'
}
