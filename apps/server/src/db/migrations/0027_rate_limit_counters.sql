-- Rate limits count in the database, so every server process behind a load balancer counts
-- together (docs/decisions/0066-rate-limits-across-processes.md). One row per route and client:
-- the hits in its window and when that window ends; the sweeper deletes ended windows.
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
