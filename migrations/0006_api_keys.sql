-- Schema version 6: one key store for every keyed family (docs/keys.md).
-- A key belongs to an owner; the owner holds the tier (one subscription, one tier) and any custom
-- monthly volume. Keys are stored as SHA-256 of the whole key text; the public id inside the key
-- (sk_live_<id>_<secret>, sk_test_<id>_<secret>) finds the row. A rotated key passes its quota
-- counters on (quota_id), so rotating never resets a month.

CREATE TABLE IF NOT EXISTS key_owners (
  id TEXT PRIMARY KEY,                       -- 'u_<user id>' for an R account, else 'o_<32 hex>'
  email TEXT NOT NULL,                       -- normalised contact address (unverified unless user_id)
  user_id TEXT UNIQUE REFERENCES users(id) ON DELETE SET NULL,  -- the R account that owns the keys, if any
  tier TEXT NOT NULL DEFAULT 'starter' CHECK (tier IN ('starter', 'pro', 'enterprise')),
  monthly_quota INTEGER,                     -- custom monthly volume (Enterprise); null: the tier's
  created_at INTEGER NOT NULL                -- Unix ms
);
CREATE INDEX IF NOT EXISTS key_owners_email ON key_owners (email);

CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,                       -- public id: 16 hex, inside the key text
  owner_id TEXT NOT NULL REFERENCES key_owners(id) ON DELETE CASCADE,
  family TEXT NOT NULL CHECK (family IN ('T', 'V', 'N', 'R2')),
  environment TEXT NOT NULL CHECK (environment IN ('production', 'sandbox')),
  key_hash TEXT NOT NULL UNIQUE,             -- SHA-256 hex of the whole key text
  prefix TEXT NOT NULL,                      -- sk_live_<id> / sk_test_<id>: what lists and logs show
  quota_id TEXT NOT NULL,                    -- name of the KeyQuota Durable Object (inherited on rotation)
  status TEXT NOT NULL CHECK (status IN ('active', 'revoked')),
  created_at INTEGER NOT NULL,               -- Unix ms
  revoked_at INTEGER,                        -- Unix ms
  replaced_by TEXT                           -- id of the key a rotation issued in its place
);
CREATE INDEX IF NOT EXISTS api_keys_owner ON api_keys (owner_id, status);

-- R2 service keys move into the store: same key text, same hash, owner = the account.
INSERT OR IGNORE INTO key_owners (id, email, user_id, tier, monthly_quota, created_at)
  SELECT DISTINCT 'u_' || u.id, u.email, u.id, 'starter', NULL, u.created_at
  FROM users u JOIN service_keys s ON s.user_id = u.id;
INSERT OR IGNORE INTO api_keys (id, owner_id, family, environment, key_hash, prefix, quota_id, status, created_at, revoked_at, replaced_by)
  SELECT s.id, 'u_' || s.user_id, 'R2', 'production', s.key_hash, 'sk_live_' || s.id, s.id, s.status, s.created_at, s.revoked_at, NULL
  FROM service_keys s;
DROP INDEX IF EXISTS service_keys_user;
DROP TABLE IF EXISTS service_keys;

INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '6');
