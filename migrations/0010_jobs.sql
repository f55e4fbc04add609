-- Schema version 10: Family T's research jobs (docs/jobs.md) and webhooks that watch the owner's
-- jobs rather than a saved chart (docs/webhooks.md).
--
-- t_jobs indexes the jobs by owner and key lineage (who may read a job, how many run at once);
-- the progress of each job lives in its JobLedger Durable Object and its inputs and parts in R2.
-- The row holds no birth data: counts, state and times only.
CREATE TABLE IF NOT EXISTS t_jobs (
  id TEXT PRIMARY KEY,                       -- 'job_' + 24 hex
  owner_id TEXT NOT NULL REFERENCES key_owners(id) ON DELETE CASCADE,
  quota_id TEXT NOT NULL,                    -- the creating key's lineage (per-key concurrency)
  environment TEXT NOT NULL CHECK (environment IN ('production', 'sandbox')),
  kind TEXT NOT NULL CHECK (kind IN ('births', 'series')),
  state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  units_total INTEGER NOT NULL,
  shards_total INTEGER NOT NULL,
  created_at INTEGER NOT NULL,               -- Unix ms
  finished_at INTEGER,
  erased_at INTEGER,                         -- inputs and parts deleted (DELETE or expiry)
  expires_at INTEGER NOT NULL                -- when the record itself goes
);
CREATE INDEX IF NOT EXISTS t_jobs_owner ON t_jobs (owner_id, created_at);
CREATE INDEX IF NOT EXISTS t_jobs_active ON t_jobs (quota_id, state);

-- webhooks.chart_id becomes optional: a hook of only job.completed / job.failed watches no chart.
-- SQLite cannot drop a NOT NULL constraint, so both webhook tables are rebuilt. The new child
-- table references the new parent before the old tables go, so dropping the old parent cascades
-- into nothing, and the rename carries the reference over.
CREATE TABLE webhooks_v10 (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES key_owners(id) ON DELETE CASCADE,
  chart_id TEXT REFERENCES t_charts(id) ON DELETE CASCADE,   -- null: a hook of job events only
  url TEXT NOT NULL,
  events_json TEXT NOT NULL,
  dasha_level INTEGER NOT NULL DEFAULT 2,
  environment TEXT NOT NULL CHECK (environment IN ('production', 'sandbox')),
  secret TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'deleted')),
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
INSERT INTO webhooks_v10 (id, owner_id, chart_id, url, events_json, dasha_level, environment, secret, status, created_at, deleted_at)
  SELECT id, owner_id, chart_id, url, events_json, dasha_level, environment, secret, status, created_at, deleted_at FROM webhooks;

CREATE TABLE webhook_deliveries_v10 (
  id TEXT PRIMARY KEY,
  webhook_id TEXT NOT NULL REFERENCES webhooks_v10(id) ON DELETE CASCADE,
  event_type TEXT NOT NULL,
  event_key TEXT NOT NULL,
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
INSERT INTO webhook_deliveries_v10 (id, webhook_id, event_type, event_key, payload_json, status, attempts, last_status_code, last_error, created_at, last_attempt_at, next_attempt_at, delivered_at)
  SELECT id, webhook_id, event_type, event_key, payload_json, status, attempts, last_status_code, last_error, created_at, last_attempt_at, next_attempt_at, delivered_at FROM webhook_deliveries;

DROP TABLE webhook_deliveries;
DROP TABLE webhooks;
ALTER TABLE webhooks_v10 RENAME TO webhooks;
ALTER TABLE webhook_deliveries_v10 RENAME TO webhook_deliveries;
CREATE INDEX IF NOT EXISTS webhooks_owner ON webhooks (owner_id, status);
CREATE INDEX IF NOT EXISTS webhooks_chart ON webhooks (chart_id);
CREATE UNIQUE INDEX IF NOT EXISTS webhook_deliveries_event ON webhook_deliveries (webhook_id, event_key);
CREATE INDEX IF NOT EXISTS webhook_deliveries_hook ON webhook_deliveries (webhook_id, created_at);

INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '10');
