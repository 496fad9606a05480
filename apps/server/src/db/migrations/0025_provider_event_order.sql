-- The card provider delivers its events in no particular order: what a subscription or invoice last
-- took from it is stamped with that event's creation time, and an older event arriving later is
-- not applied over it (modules/subscriptions/stripe-webhook-events.ts).
ALTER TABLE subscriptions ADD COLUMN provider_status_at timestamptz;
--> statement-breakpoint
ALTER TABLE subscriptions ADD COLUMN provider_terms_at timestamptz;
--> statement-breakpoint
ALTER TABLE invoices ADD COLUMN provider_state_at timestamptz;
