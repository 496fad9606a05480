CREATE TABLE "microsoft_tenants" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL,
	"linked_by" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsoft_tenants" ADD CONSTRAINT "microsoft_tenants_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "microsoft_tenants" ADD CONSTRAINT "microsoft_tenants_linked_by_users_cybr_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("cybr_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "microsoft_tenants_org_idx" ON "microsoft_tenants" USING btree ("cybr_org_id");
