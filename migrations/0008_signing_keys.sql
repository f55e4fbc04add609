-- Schema version 8: the keys that sign Family V's self-verifying request ids (docs/family-v.md,
-- "verify"). The first request creates key 'k1' (INSERT OR IGNORE: every isolate ends up with the
-- same key); rotation adds a newer key and marks the older one retired, which still verifies
-- until it is deleted. A SIGNING_SECRET secret, when set, is used instead (key id 'env').
CREATE TABLE IF NOT EXISTS signing_keys (
  kid TEXT PRIMARY KEY,                      -- 'k1', 'k2', ...
  secret TEXT NOT NULL,                      -- 32 random bytes, base64
  created_at INTEGER NOT NULL,               -- Unix ms
  retired_at INTEGER                         -- Unix ms: no longer signs, still verifies
);
INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '8');
