-- Schema version 5: Family P's inbound webhooks (docs/family-p.md).
-- Payment provider events are kept by id and by body digest (a replay under a new id header is
-- still a replay); subscriptions hold the state machine's current state. Messaging keeps the
-- senders who opted in to the daily panchang (their WhatsApp id is stored because they asked to
-- be messaged), the ids of processed messages, and every outbound message with its status.

CREATE TABLE IF NOT EXISTS payment_events (
  event_id TEXT PRIMARY KEY,                 -- X-Razorpay-Event-Id (or sha256:<body digest> when absent)
  body_sha256 TEXT NOT NULL UNIQUE,          -- SHA-256 hex of the raw body
  event TEXT NOT NULL,                       -- e.g. subscription.charged
  subscription_id TEXT,
  event_created_at INTEGER,                  -- the event's created_at, Unix seconds
  received_at INTEGER NOT NULL,              -- Unix ms
  outcome TEXT NOT NULL,                     -- applied | out-of-order | refused | ignored | received
  detail TEXT
);
CREATE INDEX IF NOT EXISTS payment_events_subscription ON payment_events (subscription_id);

CREATE TABLE IF NOT EXISTS subscriptions (
  id TEXT PRIMARY KEY,                       -- the provider's subscription id
  status TEXT NOT NULL,                      -- created | authenticated | active | pending | halted | cancelled | completed
  plan_id TEXT,
  customer_id TEXT,
  last_event_at INTEGER NOT NULL,            -- created_at (Unix seconds) of the event that set the status
  updated_at INTEGER NOT NULL                -- Unix ms
);

CREATE TABLE IF NOT EXISTS messaging_subscribers (
  wa_id TEXT PRIMARY KEY,                    -- the sender's WhatsApp id (phone number)
  status TEXT NOT NULL,                      -- active | paused | cancelled
  created_at INTEGER NOT NULL,               -- Unix ms
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS messaging_messages (
  message_id TEXT PRIMARY KEY,               -- the inbound message id (wamid...)
  wa_id TEXT NOT NULL,
  command TEXT NOT NULL,                     -- START | CANCEL | PAUSE | RESUME | HELP | UNKNOWN
  outcome TEXT NOT NULL,                     -- applied | stale | unchanged
  received_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS messaging_deliveries (
  id TEXT PRIMARY KEY,                       -- reply:<message id> or daily:<date>:<wa_id>
  wa_id TEXT NOT NULL,
  kind TEXT NOT NULL,                        -- reply | daily
  status TEXT NOT NULL,                      -- sent | failed | deferred
  detail TEXT,
  created_at INTEGER NOT NULL
);
