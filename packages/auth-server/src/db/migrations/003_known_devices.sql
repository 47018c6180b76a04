-- The browsers a user has logged in from with an emailed code, per project: the RFC 7638 SHA-256
-- thumbprint (base64url) of the frame's persistent device key, proven by a DPoP-style proof at
-- that login. A known device's code requests and codes are not held by its address's cool-down or
-- daily closure (a stranger guessing codes cannot lock a returning user out); it has bounds of its own.
create table known_devices (
  user_id uuid not null references users (id) on delete cascade,
  project_id text not null references projects (id) on delete cascade,
  jkt text not null,
  created_at timestamptz not null default now(),
  last_login_at timestamptz not null default now(),
  primary key (user_id, project_id, jkt)
);
