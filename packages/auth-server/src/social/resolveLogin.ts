import type { SocialProviderConfig } from './socialConfig.js'
import { SocialError, type SocialProfile } from './types.js'

/** How a social login is stored: the identity's facts and the email user it may join. */
export type ResolvedLogin = {
  profile: SocialProfile
  /**
   * The email address (lower-cased) whose user this login joins, when the provider says it is
   * verified and the provider's entry links verified emails; otherwise `undefined` (a user of
   * its own, keyed by provider and subject).
   */
  linkEmail: string | undefined
}

/**
 * Decides what a provider's profile may do: an email the provider explicitly calls unverified is
 * refused; a verified one joins the email user of that address (unless `linkVerifiedEmail` is
 * off); an email without a verified flag (Facebook) is shown but never joins anyone, since
 * linking gives the provider the power to log into that user's wallet.
 *
 * @throws {SocialError} `email_unverified` when the provider says the email is not verified.
 */
export function resolveLogin(
  profile: SocialProfile,
  config: Pick<SocialProviderConfig, 'linkVerifiedEmail'>,
): ResolvedLogin {
  const email = profile.email?.trim().toLowerCase() || undefined
  if (email && profile.emailVerified === false) throw new SocialError('email_unverified')
  const normalised = { ...profile, email }
  const linkEmail =
    email && profile.emailVerified === true && config.linkVerifiedEmail ? email : undefined
  return { profile: normalised, linkEmail }
}
