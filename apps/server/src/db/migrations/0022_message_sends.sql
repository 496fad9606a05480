-- Test messages sent to one person (POST /api/v1/messages/test): every send with its outcome.
CREATE TABLE "message_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_cybr_id" text NOT NULL,
	"sender_cybr_org_id" text,
	"cybr_org_id" text NOT NULL,
	"recipient_cybr_id" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"content_id" text,
	"language_code" text,
	"outcome" text DEFAULT 'sending' NOT NULL,
	"failure" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "message_sends_channel_check" CHECK ("message_sends"."channel" IN ('email', 'sms', 'teams')),
	CONSTRAINT "message_sends_outcome_check" CHECK ("message_sends"."outcome" IN ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "message_sends_sender_idx" ON "message_sends" USING btree ("sender_cybr_id","created_at");
--> statement-breakpoint
CREATE INDEX "message_sends_org_idx" ON "message_sends" USING btree ("cybr_org_id","created_at");
