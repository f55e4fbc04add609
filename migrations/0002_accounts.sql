-- Schema version 2: accounts behind Family R's "signed-in session cookie" (docs/accounts.md).
-- Secrets are never stored: passwords as PBKDF2-SHA256 (salt and iteration count per row),
-- session tokens and service keys as SHA-256 hex of the token.

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,                       -- random UUID
  email TEXT NOT NULL UNIQUE,                -- normalised: trimmed, lower case
  password_hash TEXT NOT NULL,               -- base64 PBKDF2-SHA256 output, 32 bytes
  password_salt TEXT NOT NULL,               -- base64, 16 random bytes per user
  password_iterations INTEGER NOT NULL,      -- PBKDF2 iteration count used for this row
  created_at INTEGER NOT NULL                -- Unix ms
);

CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,               -- SHA-256 hex of the cookie token
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,               -- Unix ms
  expires_at INTEGER NOT NULL,               -- Unix ms; sliding, never past created_at + absolute cap
  rotate_at INTEGER NOT NULL                 -- Unix ms after which the next use swaps in a new token
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires_at);

CREATE TABLE IF NOT EXISTS charts (
  id TEXT PRIMARY KEY,                       -- random UUID
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT,                                 -- the optional name field of the chart input
  input_json TEXT NOT NULL,                  -- the validated POST /api/chart body
  settings_json TEXT NOT NULL,               -- resolved ayanamsa, nodeMode, houseSystem
  created_at INTEGER NOT NULL                -- Unix ms
);
CREATE INDEX IF NOT EXISTS charts_user ON charts (user_id, created_at);

CREATE TABLE IF NOT EXISTS service_keys (
  id TEXT PRIMARY KEY,                       -- public key id (also the limiter bucket key)
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL UNIQUE,             -- SHA-256 hex of the whole key text
  prefix TEXT NOT NULL,                      -- first characters of the key, shown in the dashboard
  status TEXT NOT NULL CHECK (status IN ('active', 'revoked')),
  created_at INTEGER NOT NULL,               -- Unix ms
  revoked_at INTEGER                         -- Unix ms, set on rotation
);
CREATE INDEX IF NOT EXISTS service_keys_user ON service_keys (user_id, status);

INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '2');
