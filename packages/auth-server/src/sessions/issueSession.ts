import { randomBytes, randomUUID } from 'node:crypto'
import type { AuthServerConfig } from '../config.js'
import type { Sql } from '../db/createSql.js'
import { countPasskeys } from '../passkeys/credentials.js'
import { hashRefreshToken } from './hashRefreshToken.js'
import { ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken } from './signAccessToken.js'

/** A refresh token's lifetime, in milliseconds (30 days). */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

/** What a login or refresh answers (API.md "Sessions"). */
export type Session = {
  accessToken: string
  refreshToken: string
  /** The access token's lifetime, in seconds. */
  expiresIn: number
  /**
   * Who logged in: `email` is the user's address, or for a social login without one the email
   * the provider gave (shown, not linked); `username` the provider's name or handle; `provider`
   * the social provider id (`null` for an emailed code or a passkey); `passkeys` how many
   * passkeys the user has.
   */
  user: {
    id: string
    email: string | null
    username: string | null
    provider: string | null
    passkeys: number
  }
  /**
   * The user's wallet in the project: `recovery` is `passkey` once a passkey protects its
   * recovery (the server can no longer open it), else `login`.
   */
  wallet: { address: string; recovery: 'login' | 'passkey' } | null
}

/** Parameters of {@link issueSession}. */
export type IssueSessionParameters = {
  user: { id: string; email: string | null }
  projectId: string
  /** The login's time (code entered, social callback or passkey assertion), kept across refreshes. */
  authTime: Date
  /** For a new family: the social provider id of the login; `null` or omitted for an emailed code. */
  provider?: string | null
  /** The login's token family; omitted for a code login (a new family), the old one for a refresh. */
  familyId?: string
  /**
   * For a new family: the RFC 7638 thumbprint of the key its refreshes must prove possession of
   * (see `bindRefreshTokenKey`); without one the family cannot be refreshed until bound.
   */
  jkt?: string
}

/**
 * Makes a session: an access token and a new refresh token (32 random bytes, base64url, stored as
 * SHA-256, 30 days) in the login's family (a new family row for a code login), with the user's
 * wallet in this project if any.
 */
export async function issueSession(
  sql: Sql,
  config: AuthServerConfig,
  parameters: IssueSessionParameters,
): Promise<Session> {
  const { user, projectId, authTime } = parameters
  const provider = parameters.provider ?? null
  const now = config.now()
  const refreshToken = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS)
  const tokenHash = hashRefreshToken(refreshToken)
  if (parameters.familyId === undefined) {
    // One statement: a new family never exists without its first token.
    await sql`
      with family as (
        insert into refresh_token_families (id, user_id, project_id, auth_time, jkt, provider)
        values (${randomUUID()}, ${user.id}, ${projectId}, ${authTime}, ${parameters.jkt ?? null},
          ${provider})
        returning id
      )
      insert into refresh_tokens (token_hash, family_id, user_id, project_id, auth_time, expires_at)
      select ${tokenHash}, id, ${user.id}, ${projectId}, ${authTime}, ${expiresAt} from family`
  } else {
    await sql`
      insert into refresh_tokens (token_hash, family_id, user_id, project_id, auth_time, expires_at)
      values (${tokenHash}, ${parameters.familyId}, ${user.id}, ${projectId}, ${authTime},
        ${expiresAt})`
  }
  const accessToken = await signAccessToken({
    secret: config.jwtSecret,
    issuer: config.publicUrl,
    userId: user.id,
    email: user.email,
    projectId,
    authTime,
    now,
  })
  const [wallet] = await sql<{ address: string; protected_at: Date | null }[]>`
    select address, protected_at from wallets
    where user_id = ${user.id} and project_id = ${projectId}`
  const passkeys = await countPasskeys(sql, user.id)
  // A social login answers the provider's latest facts about the account.
  const [identity] = provider
    ? await sql<{ email: string | null; username: string | null }[]>`
        select email, username from user_identities
        where user_id = ${user.id} and provider = ${provider}
        order by last_login_at desc limit 1`
    : []
  return {
    accessToken,
    refreshToken,
    expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
    user: {
      id: user.id,
      email: user.email ?? identity?.email ?? null,
      username: identity?.username ?? null,
      provider,
      passkeys,
    },
    wallet: wallet
      ? { address: wallet.address, recovery: wallet.protected_at ? 'passkey' : 'login' }
      : null,
  }
}
