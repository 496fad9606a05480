CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_cybr_id" text,
	"cybr_org_id" text,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"sub" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	CONSTRAINT "idp_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"cybr_org_id" text NOT NULL,
	"product_type" text NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"license_cap" integer,
	"direct_license_cap" integer,
	"expiration" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_cybr_org_id_product_type_pk" PRIMARY KEY("cybr_org_id","product_type")
);
--> statement-breakpoint
CREATE TABLE "login_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_models" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_models_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"cybr_org_id" text PRIMARY KEY NOT NULL,
	"organization_name" text NOT NULL,
	"country" text,
	"default_language_code" text DEFAULT 'en' NOT NULL,
	"is_pistachio_partner" boolean DEFAULT false NOT NULL,
	"partner_cybr_org_id" text,
	"distributor_cybr_org_id" text,
	"partner_view" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"sync_status" text,
	"total_users" integer DEFAULT 0 NOT NULL,
	"logo_url" text,
	"first_active_date" timestamp with time zone,
	"sync_date" timestamp with time zone,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"domain_pool_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"cybr_org_id" text PRIMARY KEY NOT NULL,
	"accepted_tos_date" timestamp with time zone,
	"currency" text,
	"billing_info" jsonb,
	"hide_pricing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"cybr_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"cybr_id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"job_title" text,
	"language_code" text DEFAULT 'en' NOT NULL,
	"phone_number" text,
	"status" text DEFAULT 'active' NOT NULL,
	"user_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_partner_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("partner_cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_distributor_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("distributor_cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_org_idx" ON "audit_log" USING btree ("cybr_org_id","occurred_at");--> statement-breakpoint
CREATE INDEX "oidc_models_grant_idx" ON "oidc_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_models_uid_idx" ON "oidc_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "organizations_partner_name_idx" ON "organizations" USING btree ("partner_cybr_org_id","organization_name","cybr_org_id");--> statement-breakpoint
CREATE INDEX "organizations_partner_status_idx" ON "organizations" USING btree ("partner_cybr_org_id","status","organization_name","cybr_org_id");--> statement-breakpoint
CREATE INDEX "organizations_partner_users_idx" ON "organizations" USING btree ("partner_cybr_org_id","total_users","cybr_org_id");--> statement-breakpoint
CREATE INDEX "organizations_distributor_name_idx" ON "organizations" USING btree ("distributor_cybr_org_id","organization_name","cybr_org_id");--> statement-breakpoint
CREATE INDEX "organizations_distributor_status_idx" ON "organizations" USING btree ("distributor_cybr_org_id","status","organization_name","cybr_org_id");--> statement-breakpoint
CREATE INDEX "organizations_distributor_users_idx" ON "organizations" USING btree ("distributor_cybr_org_id","total_users","cybr_org_id");--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("organization_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("cybr_id");--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("cybr_org_id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));