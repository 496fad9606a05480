-- A partner's answer about an e-mail domain (spec §3 domain acceptance): accepted, it is the
-- partner's own; declined, it is not, and is no longer proposed to it.
CREATE TABLE "partner_domains" (
	"cybr_org_id" text NOT NULL REFERENCES "organizations"("cybr_org_id"),
	"domain" text NOT NULL,
	"accepted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_domains_cybr_org_id_domain_pk" PRIMARY KEY("cybr_org_id","domain")
);
--> statement-breakpoint
-- A domain belongs to one partner at most: of two partners accepting it at once, one wins.
CREATE UNIQUE INDEX "partner_domains_accepted_domain_idx" ON "partner_domains" USING btree ("domain") WHERE "accepted";
--> statement-breakpoint
-- Data-source integrations (spec §3 integration health): one row per bucket a provider delivers to.
CREATE TABLE "data_source_integrations" (
	"cybr_org_id" text NOT NULL REFERENCES "organizations"("cybr_org_id"),
	"provider" text NOT NULL,
	"bucket_name" text NOT NULL,
	"service_account" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_source_integrations_pk" PRIMARY KEY("cybr_org_id","provider","bucket_name"),
	CONSTRAINT "data_source_integrations_status_check" CHECK ("status" IN ('ok', 'failing'))
);
--> statement-breakpoint
-- User autodiscovery of an organisation: on or off, and the confirmed domains it reads.
CREATE TABLE "autodiscovery_settings" (
	"cybr_org_id" text PRIMARY KEY NOT NULL REFERENCES "organizations"("cybr_org_id"),
	"enabled" boolean NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
