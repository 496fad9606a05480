-- Chat, CRM and directory connections of an organisation (docs/decisions/0050-chat-and-crm-connections.md: connections).
CREATE TABLE "connections" (
	"cybr_org_id" text NOT NULL REFERENCES "organizations"("cybr_org_id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"connected_by" text REFERENCES "users"("cybr_id") ON DELETE SET NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"external_name" text,
	"token_sealed" text,
	CONSTRAINT "connections_cybr_org_id_provider_pk" PRIMARY KEY("cybr_org_id","provider"),
	CONSTRAINT "connections_provider_check" CHECK ("provider" IN ('slack', 'teams', 'gong', 'hubspot', 'microsoft')),
	CONSTRAINT "connections_kind_check" CHECK ("kind" IN ('chat', 'crm', 'directory'))
);
--> statement-breakpoint
CREATE TABLE "connection_states_used" (
	"state_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "connection_states_used_expires_idx" ON "connection_states_used" ("expires_at");
--> statement-breakpoint
CREATE TABLE "organization_syncs" (
	"cybr_org_id" text PRIMARY KEY NOT NULL REFERENCES "organizations"("cybr_org_id") ON DELETE CASCADE,
	"started_by" text REFERENCES "users"("cybr_id") ON DELETE SET NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
