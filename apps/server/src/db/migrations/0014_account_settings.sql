-- The account contact of an organisation (GET/PUT /organizations/{cybrOrgId}/contact): one per organisation.
CREATE TABLE "organization_contacts" (
	"cybr_org_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"job_title" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "organization_contacts" ADD CONSTRAINT "organization_contacts_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- How a person receives notifications (§3 preferred delivery method); no row means not chosen yet.
CREATE TABLE "user_delivery_preferences" (
	"cybr_id" text PRIMARY KEY NOT NULL,
	"preferred_delivery_method" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_delivery_preferences_method_check" CHECK ("preferred_delivery_method" IN ('slack', 'email', 'teams'))
);
--> statement-breakpoint
ALTER TABLE "user_delivery_preferences" ADD CONSTRAINT "user_delivery_preferences_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE no action ON UPDATE no action;
