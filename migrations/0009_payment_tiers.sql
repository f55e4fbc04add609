-- Schema version 9: payment events in charge of tiers (issue 23.3; docs/family-p.md "Payment
-- webhook", docs/keys.md "Plans"). A captured payment for a plan sets the owner's tier; the tier
-- remembers where it came from and, after a cancellation or halt, until when it holds. Expired
-- subscription tiers read as Starter (tier_until is checked on every key lookup).
ALTER TABLE key_owners ADD COLUMN tier_source TEXT NOT NULL DEFAULT 'default';  -- default | operator | subscription
ALTER TABLE key_owners ADD COLUMN tier_until INTEGER;                           -- Unix ms: from then on the tier reads as starter
ALTER TABLE key_owners ADD COLUMN subscription_id TEXT;                         -- the subscription that set the tier, if any

ALTER TABLE subscriptions ADD COLUMN owner_id TEXT;                             -- the key owner the subscription pays for (notes.owner_id or notes.key_id)
ALTER TABLE subscriptions ADD COLUMN paid_until INTEGER;                        -- Unix s: end of the last period a captured payment paid for
CREATE INDEX IF NOT EXISTS subscriptions_owner ON subscriptions (owner_id);

INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', '9');
