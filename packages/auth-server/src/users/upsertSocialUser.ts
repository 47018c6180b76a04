import type postgres from 'postgres'
import type { ResolvedLogin } from '../social/resolveLogin.js'
import { SocialError } from '../social/types.js'

/** The outcome of {@link upsertSocialUser}. */
export type UpsertSocialUserReturnType = {
  userId: string
  /** A new user was made (first login of this identity, no email user to join). */
  created: boolean
  /** This first login joined the existing user of its verified email. */
  linked: boolean
}

/**
 * Finds or makes the user of a social identity, keyed by (provider, subject). A known identity
 * keeps its user and gets the provider's latest email, flag and username, but only from the
 * issuer it was first stored with: a provider entry re-pointed to another issuer cannot log into
 * the users of the old one. A new one joins the
 * user of `login.linkEmail` (made if none) or gets a user without email. Concurrent first logins
 * of one identity end on the same user. Run it in the transaction that finishes the attempt.
 *
 * @param sql A transaction (`sql.begin`).
 * @throws {SocialError} `invalid_id_token` when the identity is stored with another issuer than
 * `login.profile.issuer` (its `detail` names both: `issuer`, `storedIssuer`).
 */
export async function upsertSocialUser(
  sql: postgres.ISql,
  parameters: { provider: string; login: ResolvedLogin; now: Date },
): Promise<UpsertSocialUserReturnType> {
  const { provider, login, now } = parameters
  const { profile } = login
  const facts = {
    issuer: profile.issuer,
    email: profile.email ?? null,
    emailVerified: profile.emailVerified ?? null,
    username: profile.username ?? null,
  }
  const refuseOtherIssuer = (storedIssuer: string) => {
    if (storedIssuer === facts.issuer) return
    throw new SocialError('invalid_id_token', {
      cause: new Error(`the identity's issuer is ${storedIssuer}, this login's ${facts.issuer}`),
      detail: { issuer: facts.issuer, storedIssuer },
    })
  }
  const [known] = await sql<{ user_id: string; issuer: string }[]>`
    select user_id, issuer from user_identities
    where provider = ${provider} and subject = ${profile.subject}
    for update`
  if (known) {
    refuseOtherIssuer(known.issuer)
    await sql`
      update user_identities set email = ${facts.email}, email_verified = ${facts.emailVerified},
        username = ${facts.username}, last_login_at = ${now}
      where provider = ${provider} and subject = ${profile.subject}`
    return { userId: known.user_id, created: false, linked: false }
  }
  const [user] = login.linkEmail
    ? await sql<{ id: string; created: boolean }[]>`
        insert into users (email) values (${login.linkEmail})
        on conflict (email) do update set email = excluded.email
        returning id, (xmax = 0) as created`
    : await sql<{ id: string; created: boolean }[]>`
        insert into users (email) values (null) returning id, true as created`
  if (!user) throw new Error('the user upsert returned no row')
  const [identity] = await sql<{ user_id: string }[]>`
    insert into user_identities (provider, subject, user_id, issuer, email, email_verified,
      username, created_at, last_login_at)
    values (${provider}, ${profile.subject}, ${user.id}, ${facts.issuer}, ${facts.email},
      ${facts.emailVerified}, ${facts.username}, ${now}, ${now})
    on conflict (provider, subject) do nothing
    returning user_id`
  if (identity) return { userId: user.id, created: user.created, linked: !user.created }
  // A concurrent first login of this identity won: use its user, drop the one made here.
  if (user.created) await sql`delete from users where id = ${user.id}`
  const [winner] = await sql<{ user_id: string; issuer: string }[]>`
    select user_id, issuer from user_identities
    where provider = ${provider} and subject = ${profile.subject}`
  if (!winner) throw new Error('the identity vanished during its first login')
  refuseOtherIssuer(winner.issuer)
  return { userId: winner.user_id, created: false, linked: false }
}
