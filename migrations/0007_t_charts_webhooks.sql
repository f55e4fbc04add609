-- Schema version 7: Family T's saved charts (explicit persistence, Pro) and outbound webhooks
-- (docs/family-t.md, docs/webhooks.md). Saved birth data belongs to the key owner: every read is
-- scoped to owner_id, so another owner's id is not found. Deleting a chart deletes its webhooks.

CREATE TABLE IF NOT EXISTS t_charts (
  id TEXT PRIMARY KEY,                       -- random UUID
  owner_id TEXT NOT NULL REFERENCES key_owners(id) ON DELETE CASCADE,
  name TEXT,
  input_json TEXT NOT NULL,                  -- the validated save body (birth and chart options)
  idem_key TEXT,                             -- Idempotency-Key of the save, if one was sent
  request_sha256 TEXT,                       -- SHA-256 of the canonical body, for idempotent replays
  created_at INTEGER NOT NULL                -- Unix ms
);
CREATE INDEX IF NOT EXISTS t_charts_owner ON t_charts (owner_id, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS t_charts_idem ON t_charts (owner_id, idem_key);

CREATE TABLE IF NOT EXISTS webhooks (
  id TEXT PRIMARY KEY,                       -- 'wh_' + 24 hex
  owner_id TEXT NOT NULL REFERENCES key_owners(id) ON DELETE CASCADE,
  chart_id TEXT NOT NULL REFERENCES t_charts(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  events_json TEXT NOT NULL,                 -- ["dasha.transition", "transit.window"]
  dasha_level INTEGER NOT NULL DEFAULT 2,    -- deepest dasha level whose transitions are sent (1 maha .. 3 pratyantar)
  environment TEXT NOT NULL CHECK (environment IN ('production', 'sandbox')),
  secret TEXT NOT NULL,                      -- whsec_<base64>: the signing secret (shown once at creation)
  status TEXT NOT NULL CHECK (status IN ('active', 'deleted')),
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX IF NOT EXISTS webhooks_owner ON webhooks (owner_id, status);
CREATE INDEX IF NOT EXISTS webhooks_chart ON webhooks (chart_id);

CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id TEXT PRIMARY KEY,                       -- the webhook-id header: 'msg_' + event digest, stable per (hook, event)
  webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_type TEXT NOT NULL,
  event_key TEXT NOT NULL,                   -- what makes the event unique, e.g. dasha.transition:<level>:<start instant>
  payload_json TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'delivered', 'retrying', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_status_code INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  last_attempt_at INTEGER,
  next_attempt_at INTEGER,
  delivered_at INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS webhook_deliveries_event ON webhook_deliveries (webhook_id, event_key);
CREATE INDEX IF NOT EXISTS webhook_deliveries_hook ON webhook_deliveries (webhook_id, created_at);

INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '7');
