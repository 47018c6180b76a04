-- Projects, users, one-time codes, rate-limit windows, sessions, wallets and the audit log.

create table projects (
  id text primary key,
  allowed_origins text[] not null,
  updated_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  created_at timestamptz not null default now()
);

-- One live code per user and project: a new code replaces the old one.
create table email_codes (
  user_id uuid not null references users (id) on delete cascade,
  project_id text not null references projects (id) on delete cascade,
  code_hash bytea not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (user_id, project_id)
);

create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (key, window_start)
);

-- Refresh tokens, stored as SHA-256. A family is one login and its rotations.
create table refresh_tokens (
  token_hash bytea primary key,
  family_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  project_id text not null references projects (id) on delete cascade,
  auth_time timestamptz not null,
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_id on refresh_tokens (family_id);

-- The recovery secret (AES-256-GCM under LATCH_AUTH_RECOVERY_KEY), kept before and after the wallet.
create table recovery_secrets (
  user_id uuid not null references users (id) on delete cascade,
  project_id text not null references projects (id) on delete cascade,
  sealed_secret bytea not null,
  created_at timestamptz not null default now(),
  primary key (user_id, project_id)
);

-- One wallet per user and project. The auth share is AES-256-GCM under LATCH_AUTH_SHARE_KEY; the
-- recovery share is ciphertext the frame made under the recovery secret.
create table wallets (
  user_id uuid not null references users (id) on delete cascade,
  project_id text not null references projects (id) on delete cascade,
  address text not null,
  sealed_auth_share bytea not null,
  recovery_share bytea not null,
  created_at timestamptz not null default now(),
  primary key (user_id, project_id)
);

create table audit_log (
  id bigint generated always as identity primary key,
  event text not null,
  user_id uuid,
  project_id text,
  ip text,
  user_agent text,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_user_id on audit_log (user_id, created_at);
