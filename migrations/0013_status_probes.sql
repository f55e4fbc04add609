-- Schema version 12: the status history behind the Enterprise SLA (docs/keys.md "SLA",
-- docs/family-p.md "Status history", src/platform/status-history.ts). Every cron run probes KV, D1
-- and the Durable Object as GET /p/api/status?verbose=1 does and records one row for its scheduled
-- minute (INSERT OR IGNORE: two triggers of one minute, or a retried run, keep the first row).
-- GET /p/api/status/history?month=YYYY-MM counts a month's rows; the hourly run deletes rows older
-- than 13 months.
CREATE TABLE IF NOT EXISTS status_probes (
  minute_ms INTEGER PRIMARY KEY,             -- the scheduled minute, Unix ms (UTC, whole minutes)
  ok INTEGER NOT NULL,                       -- 1 when every probe passed
  kv_ok INTEGER NOT NULL,                    -- KV read
  d1_ok INTEGER NOT NULL,                    -- D1 SELECT 1
  do_ok INTEGER NOT NULL,                    -- Durable Object RPC
  kv_ms REAL NOT NULL,                       -- latencies in milliseconds
  d1_ms REAL NOT NULL,
  do_ms REAL NOT NULL,
  cron TEXT NOT NULL,                        -- the trigger that ran the probe
  recorded_at INTEGER NOT NULL               -- Unix ms when the row was written
);
INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '13');
