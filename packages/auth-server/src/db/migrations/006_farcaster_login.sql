-- Farcaster login (Sign In With Farcaster): logins in progress, held server-side. The server opens
-- the relay channel with a nonce and domain it issues; its channel token never leaves the server.
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
