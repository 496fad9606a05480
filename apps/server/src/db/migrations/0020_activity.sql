CREATE TABLE "org_departments" (
	"id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_placements" (
	"cybr_id" text PRIMARY KEY NOT NULL,
	"department_id" text,
	"location_id" text
);
--> statement-breakpoint
CREATE TABLE "attack_attempts" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"content_id" text NOT NULL,
	"cybr_id" text NOT NULL,
	"cybr_org_id" text NOT NULL,
	"category" text NOT NULL,
	"content_type" text NOT NULL,
	"difficulty" integer NOT NULL,
	"language_code" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"clicked_at" timestamp with time zone,
	"credentials_leaked_at" timestamp with time zone,
	"attachment_opened_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"called_at" timestamp with time zone,
	CONSTRAINT "attack_attempts_difficulty_range" CHECK ("difficulty" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "training_attempts" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"content_id" text NOT NULL,
	"cybr_id" text NOT NULL,
	"cybr_org_id" text NOT NULL,
	"language_code" text NOT NULL,
	"correct_answer" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"answer" text,
	"correct" boolean,
	CONSTRAINT "training_attempts_completed" CHECK (("completed_at" IS NULL) = ("correct" IS NULL) AND ("completed_at" IS NULL) = ("answer" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "org_departments" ADD CONSTRAINT "org_departments_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "org_locations" ADD CONSTRAINT "org_locations_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_placements" ADD CONSTRAINT "user_placements_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_placements" ADD CONSTRAINT "user_placements_department_id_org_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_departments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_placements" ADD CONSTRAINT "user_placements_location_id_org_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."org_locations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attack_attempts" ADD CONSTRAINT "attack_attempts_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attack_attempts" ADD CONSTRAINT "attack_attempts_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_cybr_id_users_cybr_id_fk" FOREIGN KEY ("cybr_id") REFERENCES "public"."users"("cybr_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "org_departments_org_name_idx" ON "org_departments" USING btree ("cybr_org_id","name");
--> statement-breakpoint
CREATE UNIQUE INDEX "org_locations_org_name_idx" ON "org_locations" USING btree ("cybr_org_id","name");
--> statement-breakpoint
CREATE INDEX "user_placements_department_idx" ON "user_placements" USING btree ("department_id");
--> statement-breakpoint
CREATE INDEX "user_placements_location_idx" ON "user_placements" USING btree ("location_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "attack_attempts_message_idx" ON "attack_attempts" USING btree ("message_id");
--> statement-breakpoint
CREATE INDEX "attack_attempts_org_sent_idx" ON "attack_attempts" USING btree ("cybr_org_id","sent_at" DESC,"attempt_id" DESC);
--> statement-breakpoint
CREATE INDEX "attack_attempts_user_sent_idx" ON "attack_attempts" USING btree ("cybr_id","sent_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "training_attempts_message_idx" ON "training_attempts" USING btree ("message_id");
--> statement-breakpoint
CREATE INDEX "training_attempts_org_sent_idx" ON "training_attempts" USING btree ("cybr_org_id","sent_at" DESC,"attempt_id" DESC);
--> statement-breakpoint
CREATE INDEX "training_attempts_org_completed_idx" ON "training_attempts" USING btree ("cybr_org_id","completed_at" DESC,"attempt_id" DESC) WHERE "completed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "training_attempts_user_sent_idx" ON "training_attempts" USING btree ("cybr_id","sent_at");
