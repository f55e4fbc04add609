-- Schema version 3: Idempotency-Key records of Family R's chart save (docs/accounts.md).
-- A key is scoped to its account; a retry with the same key and the same body within 24 hours
-- answers the chart saved the first time instead of saving again.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idem_key TEXT NOT NULL,                    -- the Idempotency-Key header, 1-255 visible ASCII
  request_sha256 TEXT NOT NULL,              -- SHA-256 hex of the canonical validated body
  chart_id TEXT NOT NULL,                    -- the chart the first request saved
  created_at INTEGER NOT NULL,               -- Unix ms; the record holds for 24 hours
  PRIMARY KEY (user_id, idem_key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created_at);
