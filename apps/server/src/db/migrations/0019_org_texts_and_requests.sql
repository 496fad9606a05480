CREATE TABLE "organization_texts" (
	"cybr_org_id" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_texts_cybr_org_id_key_pk" PRIMARY KEY("cybr_org_id","key"),
	CONSTRAINT "organization_texts_key" CHECK ("key" IN ('senderName', 'senderEmail', 'signature', 'supportContact', 'welcomeMessage'))
);
--> statement-breakpoint
ALTER TABLE "organization_texts" ADD CONSTRAINT "organization_texts_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "platform_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"client_address" text NOT NULL,
	"cybr_id" text,
	"cybr_org_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_contacts" ADD CONSTRAINT "platform_contacts_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_contacts" ADD CONSTRAINT "platform_contacts_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "platform_contacts_address_idx" ON "platform_contacts" USING btree ("client_address","created_at");
--> statement-breakpoint
CREATE INDEX "platform_contacts_created_idx" ON "platform_contacts" USING btree ("created_at","id");
--> statement-breakpoint
CREATE TABLE "platform_contact_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cybr_org_id" text,
	"cybr_id" text,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_contact_requests_topic" CHECK ("topic" IN ('sales', 'support', 'billing'))
);
--> statement-breakpoint
ALTER TABLE "platform_contact_requests" ADD CONSTRAINT "platform_contact_requests_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_contact_requests" ADD CONSTRAINT "platform_contact_requests_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "platform_contact_requests_sender_idx" ON "platform_contact_requests" USING btree ("cybr_id","created_at");
--> statement-breakpoint
CREATE INDEX "platform_contact_requests_created_idx" ON "platform_contact_requests" USING btree ("created_at","id");
--> statement-breakpoint
CREATE TABLE "platform_license_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cybr_org_id" text,
	"requested_by_org_id" text,
	"cybr_id" text,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"product_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_license_requests_product" CHECK ("product_type" IN ('standard', 'insider-threat-detection')),
	CONSTRAINT "platform_license_requests_quantity" CHECK ("quantity" >= 1),
	CONSTRAINT "platform_license_requests_status" CHECK ("status" IN ('pending', 'granted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "platform_license_requests" ADD CONSTRAINT "platform_license_requests_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_license_requests" ADD CONSTRAINT "platform_license_requests_requested_by_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("requested_by_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_license_requests" ADD CONSTRAINT "platform_license_requests_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "platform_license_requests_sender_idx" ON "platform_license_requests" USING btree ("cybr_id","created_at");
--> statement-breakpoint
CREATE INDEX "platform_license_requests_created_idx" ON "platform_license_requests" USING btree ("created_at","id");
--> statement-breakpoint
CREATE TABLE "message_contents" (
	"content_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"author" text NOT NULL,
	"base_language" text NOT NULL,
	"content_name" text NOT NULL,
	"content_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" jsonb NOT NULL,
	"template_variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_contents_channel" CHECK ("channel" IN ('email', 'sms', 'teams')),
	CONSTRAINT "message_contents_base_text" CHECK ("text" ? "base_language")
);
