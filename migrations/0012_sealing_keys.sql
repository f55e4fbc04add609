-- Schema version 11: Family V's request-id sealing key when the REQUEST_ID_KEYS secret is not set
-- (docs/family-v.md "verify", src/platform/sealing.ts). The first use creates 'db1' with 32 random
-- bytes (INSERT OR IGNORE: every isolate ends up with the same key), so a plain `npm start` seals
-- ids and /v1/verify opens them. The secret, when set, seals instead; this key keeps opening the
-- ids it sealed.
CREATE TABLE IF NOT EXISTS sealing_keys (
  kid TEXT PRIMARY KEY,                      -- 'db1'
  secret TEXT NOT NULL,                      -- 32 random bytes, base64
  created_at INTEGER NOT NULL                -- Unix ms
);
INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '12');
