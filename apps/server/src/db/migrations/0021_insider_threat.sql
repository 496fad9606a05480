CREATE TABLE "crusades" (
	"id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	CONSTRAINT "crusades_status" CHECK ("status" in ('scheduled', 'running', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "crusades" ADD CONSTRAINT "crusades_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "crusades_org_started_idx" ON "crusades" USING btree ("cybr_org_id","started_at" DESC,"id");
--> statement-breakpoint
CREATE TABLE "sieges" (
	"id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"model" text NOT NULL,
	"started_at" timestamp with time zone,
	CONSTRAINT "sieges_status" CHECK ("status" in ('scheduled', 'running', 'finished')),
	CONSTRAINT "sieges_model" CHECK ("model" in ('download-quantity', 'download-sensitive', 'time-of-use', 'email-leakage'))
);
--> statement-breakpoint
ALTER TABLE "sieges" ADD CONSTRAINT "sieges_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sieges_org_started_idx" ON "sieges" USING btree ("cybr_org_id","started_at" DESC,"id");
--> statement-breakpoint
CREATE TABLE "walls" (
	"id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL,
	"user_cybr_id" text NOT NULL,
	"department_id" text,
	"location_id" text,
	"first_seen" timestamp with time zone NOT NULL,
	"updated" timestamp with time zone NOT NULL,
	"csv_ready" boolean DEFAULT false NOT NULL,
	"customer_ready" boolean DEFAULT false NOT NULL,
	"review" text DEFAULT 'awaiting' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"customer_flag" text DEFAULT '' NOT NULL,
	"flagged_by" text,
	"flagged_at" timestamp with time zone,
	CONSTRAINT "walls_review" CHECK ("review" in ('awaiting', 'approved', 'rejected')),
	CONSTRAINT "walls_customer_flag" CHECK ("customer_flag" in ('relevant', 'irrelevant', 'ignore', '')),
	CONSTRAINT "walls_seen_order" CHECK ("first_seen" <= "updated")
);
--> statement-breakpoint
ALTER TABLE "walls" ADD CONSTRAINT "walls_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "walls_awaiting_idx" ON "walls" USING btree ("cybr_org_id","updated" DESC,"id") WHERE "review" = 'awaiting';
--> statement-breakpoint
CREATE INDEX "walls_org_updated_idx" ON "walls" USING btree ("cybr_org_id","updated","id");
--> statement-breakpoint
CREATE TABLE "wall_sieges" (
	"wall_id" text NOT NULL,
	"siege_id" text NOT NULL,
	CONSTRAINT "wall_sieges_wall_id_siege_id_pk" PRIMARY KEY("wall_id","siege_id")
);
--> statement-breakpoint
ALTER TABLE "wall_sieges" ADD CONSTRAINT "wall_sieges_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wall_sieges" ADD CONSTRAINT "wall_sieges_siege_id_sieges_id_fk" FOREIGN KEY ("siege_id") REFERENCES "public"."sieges"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "wall_sieges_siege_idx" ON "wall_sieges" USING btree ("siege_id");
--> statement-breakpoint
CREATE TABLE "wall_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wall_id" text NOT NULL,
	"siege_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"source" text NOT NULL,
	"bytes" bigint
);
--> statement-breakpoint
ALTER TABLE "wall_activity" ADD CONSTRAINT "wall_activity_wall_id_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."walls"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wall_activity" ADD CONSTRAINT "wall_activity_siege_id_sieges_id_fk" FOREIGN KEY ("siege_id") REFERENCES "public"."sieges"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "wall_activity_wall_idx" ON "wall_activity" USING btree ("wall_id","occurred_at","id");
