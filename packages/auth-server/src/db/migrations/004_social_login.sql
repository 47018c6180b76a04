-- Social login: identities keyed by (provider, subject), and logins in progress held server-side
-- (state, nonce and PKCE verifier never leave the server; no cookie is involved).

-- A user made by a social login whose provider gives no verified email has no email.
alter table users alter column email drop not null;

-- One row per provider account. `provider` is the integrator's id (`google`, `acme`), `issuer` the
-- ID token's `iss` (or the provider's fixed name for non-OIDC providers), kept for audit.
create table user_identities (
  provider text not null,
  subject text not null,
  user_id uuid not null references users (id) on delete cascade,
  issuer text not null,
  email text,
  email_verified boolean,
  username text,
  created_at timestamptz not null default now(),
  last_login_at timestamptz not null default now(),
  primary key (provider, subject)
);
create index user_identities_user_id on user_identities (user_id);

-- A login in progress: created by the frame (bound to its DPoP key), sent to the provider once,
-- finished by the callback once, collected once by the frame holding the key and the completion. Each step is one conditional update.
create table social_attempts (
  id uuid primary key,
  provider text not null,
  project_id text not null references projects (id) on delete cascade,
  -- The verified host origin, named in audit rows.
  origin text not null,
  mode text not null check (mode in ('popup', 'redirect')),
  -- The host page (on `origin`) the browser comes back to after the callback, in both modes.
  return_to text not null,
  -- RFC 7638 SHA-256 thumbprint (base64url) of the frame's key that started the attempt.
  jkt text not null,
  -- SHA-256 of `state`; the value itself is not kept.
  state_hash bytea not null unique,
  -- OIDC and Apple; null otherwise.
  nonce text,
  -- PKCE where the provider takes it; null otherwise.
  code_verifier text,
  -- The provider URL `/authorize` redirects to, once.
  authorization_url text not null,
  status text not null default 'created' check (status in
    ('created', 'redirected', 'exchanging', 'succeeded', 'failed', 'cancelled', 'collected')),
  -- The reason code of a failed attempt.
  failure text,
  user_id uuid references users (id) on delete cascade,
  -- What the session answers about the login ({ email, username }; no secret).
  login jsonb,
  -- When the callback finished the login: the session's auth_time.
  authenticated_at timestamptz,
  -- SHA-256 (hex) of the completion secret the callback sent to `return_to` on success; the
  -- session is collected only with the attempt's key and that secret.
  completion_hash text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index social_attempts_expires_at on social_attempts (expires_at);

-- Which login made a session ('google', …; null: an emailed code), so a refresh answers the same
-- user fields.
alter table refresh_token_families add column provider text;
