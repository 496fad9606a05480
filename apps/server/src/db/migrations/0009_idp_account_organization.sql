ALTER TABLE "idp_accounts" ADD COLUMN "organization_name" text;--> statement-breakpoint
ALTER TABLE "idp_accounts" ADD COLUMN "country" text;--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_email_lower_idx" ON "idp_accounts" USING btree (lower("email"));