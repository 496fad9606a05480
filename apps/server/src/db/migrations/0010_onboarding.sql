CREATE TABLE "access_codes" (
	"access_code" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"product" text NOT NULL,
	"licenses" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expiration" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "users_email_idx";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tos_version" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "sign_up_as" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_issuer_organizations_cybr_org_id_fk" FOREIGN KEY ("issuer") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_redeemed_by_organizations_cybr_org_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_issuer_idx" ON "access_codes" USING btree ("issuer","created");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_redeemed_by_idx" ON "access_codes" USING btree ("redeemed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));