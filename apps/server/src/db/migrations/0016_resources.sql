CREATE TABLE "resources" (
	"resource_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"checksum" text NOT NULL,
	"content" bytea NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_size_matches" CHECK ("size" = octet_length("content"))
);
--> statement-breakpoint
CREATE INDEX "resources_created_idx" ON "resources" USING btree ("created_at","resource_id");
--> statement-breakpoint
CREATE INDEX "resources_language_kind_idx" ON "resources" USING btree ("language","kind","created_at");
--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin (("title" || ' ' || "description") gin_trgm_ops);
