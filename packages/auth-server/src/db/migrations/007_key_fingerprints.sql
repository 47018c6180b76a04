-- A fingerprint of each key the sealed columns are under: HMAC-SHA256(key, 'latch-key-fingerprint:'
-- || name), never the key. The first start writes them; a server whose key differs refuses to start;
-- `rotate-keys` replaces them in the transaction that re-seals the rows.
create table key_fingerprints (
  -- The variable holding the key: 'LATCH_AUTH_SHARE_KEY' or 'LATCH_AUTH_RECOVERY_KEY'.
  name text primary key,
  fingerprint bytea not null,
  updated_at timestamptz not null default now()
);
