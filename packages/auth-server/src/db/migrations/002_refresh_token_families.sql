-- A login's refresh-token family is its own row: revoking it (sign-out, reuse of a spent token)
-- is one update of that row, so a successor inserted by a concurrent refresh is revoked as well,
-- and refreshes of one family queue on its row lock. `jkt` binds the family to the frame's
-- signing key (RFC 7638 SHA-256 thumbprint, base64url): every refresh carries a DPoP proof
-- (RFC 9449) signed with that key. A family without `jkt` cannot be refreshed.
create table refresh_token_families (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  project_id text not null references projects (id) on delete cascade,
  auth_time timestamptz not null,
  jkt text,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

-- Sessions from before key binding have no key to prove possession of: they end here, and their
-- users log in again with an emailed code (their device share stays on the device).
insert into refresh_token_families (id, user_id, project_id, auth_time, revoked_at)
select distinct on (family_id) family_id, user_id, project_id, auth_time, now()
from refresh_tokens order by family_id;

alter table refresh_tokens
  add constraint refresh_tokens_family_id_fkey
  foreign key (family_id) references refresh_token_families (id) on delete cascade;

-- DPoP proofs already used, by key and `jti`, kept until they would be too old anyway.
create table dpop_proofs (
  jkt text not null,
  jti text not null,
  expires_at timestamptz not null,
  primary key (jkt, jti)
);
create index dpop_proofs_expires_at on dpop_proofs (expires_at);
