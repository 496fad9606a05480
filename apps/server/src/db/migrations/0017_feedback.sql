CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cybr_id" text NOT NULL,
	"cybr_org_id" text,
	"score" integer NOT NULL,
	"text" text NOT NULL,
	"language_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_score_range" CHECK ("score" BETWEEN 0 AND 10)
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("cybr_id","created_at");
--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");
--> statement-breakpoint
-- The customer list's country and products orderings (customer-list-sql.ts), per owner, as the
-- name, status and users orderings have since 0001.
CREATE INDEX "organizations_partner_country_idx" ON "organizations" USING btree ("partner_cybr_org_id",coalesce("country", ''),"organization_name","cybr_org_id");
--> statement-breakpoint
CREATE INDEX "organizations_distributor_country_idx" ON "organizations" USING btree ("distributor_cybr_org_id",coalesce("country", ''),"organization_name","cybr_org_id");
--> statement-breakpoint
CREATE INDEX "organizations_partner_products_idx" ON "organizations" USING btree ("partner_cybr_org_id","products","organization_name","cybr_org_id");
--> statement-breakpoint
CREATE INDEX "organizations_distributor_products_idx" ON "organizations" USING btree ("distributor_cybr_org_id","products","organization_name","cybr_org_id");
