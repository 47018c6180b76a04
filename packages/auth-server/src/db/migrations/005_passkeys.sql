-- Passkeys: credentials, one-use challenges, and recovery shares wrapped by a passkey's PRF output.

-- A user's WebAuthn credentials (users are global, so one passkey serves every project).
create table passkey_credentials (
  -- The credential id, base64url.
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- The COSE public key.
  public_key bytea not null,
  -- The last signature counter seen; 0: the authenticator keeps none (synced passkeys).
  counter bigint not null default 0,
  transports text[] not null default '{}',
  device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up boolean not null,
  -- Whether the frame saw `prf.enabled` at creation.
  prf boolean not null,
  aaguid uuid,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkey_credentials_user_id on passkey_credentials (user_id);

-- A ceremony's challenge, taken once by a single `delete … returning`.
create table passkey_challenges (
  id uuid primary key,
  -- base64url, 32 random bytes.
  challenge text not null unique,
  purpose text not null check (purpose in ('register', 'login', 'confirm')),
  -- Null for a login (the user is not known before the assertion).
  user_id uuid references users (id) on delete cascade,
  project_id text not null references projects (id) on delete cascade,
  -- The verified host origin: the expected `topOrigin` of the ceremony.
  origin text not null,
  -- A login's frame key (RFC 7638 thumbprint): only its proofs take the challenge, and the
  -- session's refresh family is bound to it.
  jkt text,
  -- 5 minutes after creation; expired rows are deleted a day later.
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index passkey_challenges_expires_at on passkey_challenges (expires_at);

-- W: a wallet's non-auth share wrapped in the frame under a key only the passkey's PRF output
-- derives; the server cannot open it. One per credential and project, stored once confirmed.
create table passkey_recovery_shares (
  credential_id text not null references passkey_credentials (id) on delete cascade,
  project_id text not null references projects (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  wrapped_share bytea not null,
  confirmed_at timestamptz not null,
  primary key (credential_id, project_id)
);
create index passkey_recovery_shares_user on passkey_recovery_shares (user_id, project_id);

-- A null recovery_share: the server-openable copy is gone, which only a confirmed passkey
-- (protected_at) allows.
alter table wallets add column protected_at timestamptz;
alter table wallets alter column recovery_share drop not null;
alter table wallets add constraint wallets_recovery_kept
  check (recovery_share is not null or protected_at is not null);
