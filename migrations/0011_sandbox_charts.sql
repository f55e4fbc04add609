-- Schema version 11: sandbox and production data apart (docs/keys.md "Sandbox keys", issue 32).
-- A saved chart belongs to the environment of the key that saved it: a sandbox (sk_test_) key lists,
-- reads and deletes only the owner's sandbox charts, a production key only production ones, as with
-- jobs (t_jobs.environment). Charts saved before this migration were saved by either kind of key and
-- are taken as production (what a sandbox key saved before cannot be told apart).
-- t_jobs.quota_id now names the owner's quota counter (owner, family, environment): the concurrency
-- of jobs counts per owner, whichever key created them.
ALTER TABLE t_charts ADD COLUMN environment TEXT NOT NULL DEFAULT 'production' CHECK (environment IN ('production', 'sandbox'));
DROP INDEX IF EXISTS t_charts_owner;
CREATE INDEX IF NOT EXISTS t_charts_owner ON t_charts (owner_id, environment, created_at);
-- an Idempotency-Key replays within its environment only
DROP INDEX IF EXISTS t_charts_idem;
CREATE UNIQUE INDEX IF NOT EXISTS t_charts_idem ON t_charts (owner_id, environment, idem_key);

INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '11');
