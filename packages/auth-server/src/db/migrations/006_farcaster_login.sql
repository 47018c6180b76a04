-- Farcaster login (Sign In With Farcaster): logins in progress, held server-side. The server opens
-- the relay channel with a nonce and domain it issues. The channel's URL (the QR code) carries its
-- token, so whoever sees the QR code can read the channel's status; the nonce binds the sign-in to
-- this attempt, which only the frame key that started it can collect.
-- Users are keyed by fid in user_identities (provider 'farcaster', subject the fid in decimal,
-- issuer 'farcaster') and have no email.

-- Created by the frame (bound to its DPoP key), verified once by a result request, collected once
-- by the frame holding the key. Each step is one conditional update.
create table farcaster_attempts (
  id uuid primary key,
  project_id text not null references projects (id) on delete cascade,
  -- The verified host origin: the SIWF `uri`; its host is the `domain`. Named in audit rows.
  origin text not null,
  -- RFC 7638 SHA-256 thumbprint (base64url) of the frame's key that started the attempt.
  jkt text not null,
  -- What the signed message must hold.
  nonce text not null,
  domain text not null,
  -- The relay channel's bearer token (the relay's, short-lived), and its URL for the QR code.
  channel_token text not null,
  url text not null,
  -- When a result request last asked the relay about the channel (claimed by a conditional
  -- update: at most one relay call per attempt per second).
  last_checked_at timestamptz,
  -- Until when a result request waits on the attempt (at most one at a time; others answer 409).
  waiting_until timestamptz,
  -- Whether a relay failure was already audited for this attempt (audited once).
  relay_failure_audited boolean not null default false,
  status text not null default 'pending' check (status in
    ('pending', 'verifying', 'succeeded', 'failed', 'cancelled', 'collected')),
  -- The reason code of a failed attempt.
  failure text,
  user_id uuid references users (id) on delete cascade,
  -- When the signed message was verified: the session's auth_time.
  authenticated_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index farcaster_attempts_expires_at on farcaster_attempts (expires_at);
