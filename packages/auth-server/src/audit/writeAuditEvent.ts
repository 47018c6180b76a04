import type { Sql } from '../db/createSql.js'

/** Who made a request, for rate limits and the audit log. */
export type RequestOrigin = { ip: string; userAgent: string | null }

/** The audit log's events (API.md, last paragraph). */
export type AuditEvent =
  | 'code_sent'
  | 'code_failed'
  | 'code_locked'
  | 'login'
  | 'refresh'
  | 'refresh_reuse'
  /** A refresh whose DPoP proof was signed with another key than the session's. */
  | 'refresh_wrong_key'
  | 'logout'
  | 'wallet_created'
  | 'auth_share_released'
  | 'recovery_released'
  | 'rate_limited'
  /** A social login attempt was created (`detail`: provider, mode, origin). */
  | 'social_started'
  /**
   * A social start, callback or login was refused (`detail`: provider, reason; `origin` for an
   * `invalid_origin` start; `issuer` and `storedIssuer` when an identity's issuer changed).
   */
  | 'social_refused'
  /** The frame cancelled a social login before the provider answered. */
  | 'social_cancelled'
  /** A social login joined the existing user of its verified email (`detail`: provider, subject). */
  | 'identity_linked'
  /** A social result was asked for with a DPoP proof of another key than the attempt's. */
  | 'social_wrong_key'
  /** A succeeded social attempt was asked for with its key but another completion secret. */
  | 'social_wrong_completion'
  /** A Farcaster login attempt was created (`detail`: origin). */
  | 'farcaster_started'
  /**
   * A Farcaster start or sign-in was refused (`detail`: reason, origin; `claimedFid`, the fid the
   * relay claimed, once it named one).
   */
  | 'farcaster_refused'
  /**
   * The relay could not be asked about a Farcaster login's channel (`detail`: origin); audited
   * once per attempt, which stays pending.
   */
  | 'farcaster_relay_failed'
  /** The frame cancelled a Farcaster login before its sign-in was verified. */
  | 'farcaster_cancelled'
  /** A Farcaster result was asked for with a DPoP proof of another key than the attempt's. */
  | 'farcaster_wrong_key'
  /** A passkey was added to a user (`detail`: credentialId prefix, prf, deviceType, backedUp). */
  | 'passkey_registered'
  /**
   * A passkey login, registration or confirmation was refused (`detail.reason`: the error code);
   * written once per IP, reason and rate-limit window.
   */
  | 'passkey_refused'
  /**
   * A passkey now protects a wallet's recovery: its wrapped share is stored and the server-openable
   * recovery share and secret are gone (`detail.credentialId` prefix).
   */
  | 'recovery_protected'

/** One audit-log row: what happened, to whom, in which project, from where. */
export type AuditEntry = {
  event: AuditEvent
  userId?: string | null
  projectId?: string | null
  /** Extra facts (never secrets), stored as jsonb. */
  detail?: Record<string, string | number | boolean | null>
}

/** Appends an entry to `audit_log`, with the request's IP and user agent. */
export async function writeAuditEvent(
  sql: Sql,
  requestOrigin: RequestOrigin,
  entry: AuditEntry,
): Promise<void> {
  await sql`
    insert into audit_log (event, user_id, project_id, ip, user_agent, detail)
    values (${entry.event}, ${entry.userId ?? null}, ${entry.projectId ?? null},
      ${requestOrigin.ip}, ${requestOrigin.userAgent}, ${sql.json(entry.detail ?? {})})`
}
