-- A partner's API keys (docs/decisions/0071-api-keys.md). Only the secret's SHA-256 is stored; the
-- prefix, the secret's first characters, identifies a key in lists and logs. A revoked key stays,
-- for the audit log, with its revocation time.
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL REFERENCES "organizations"("cybr_org_id"),
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" text NOT NULL REFERENCES "users"("cybr_id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_idx" ON "api_keys" USING btree ("secret_hash");
--> statement-breakpoint
CREATE INDEX "api_keys_org_idx" ON "api_keys" USING btree ("cybr_org_id","created_at");
