-- Customer events are kept for a day, so a stream that reconnects to any server process (after a
-- network drop, a restart or a killed process) is sent what it missed after its Last-Event-ID
-- (docs/decisions/0069-event-replay-from-a-table.md). Ids grow with each event; the two indexes
-- serve the replay, by time, for a partner and for the distributor above it.
CREATE TABLE "customer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL,
	"partner_cybr_org_id" text,
	"distributor_cybr_org_id" text,
	"change" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_events_partner_idx" ON "customer_events" USING btree ("partner_cybr_org_id","created_at");
--> statement-breakpoint
CREATE INDEX "customer_events_distributor_idx" ON "customer_events" USING btree ("distributor_cybr_org_id","created_at");
--> statement-breakpoint
CREATE INDEX "customer_events_created_idx" ON "customer_events" USING btree ("created_at");
