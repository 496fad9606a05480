-- Invoices name their seller and carry a payment reference: staff's seller details, the copy each
-- invoice keeps of them, and a gapless invoice number series
-- (docs/decisions/0002-seller-details-from-configuration.md, 0003-invoice-content-tax-and-numbering.md).
CREATE TABLE "seller_details" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"details" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "seller_details_singleton" CHECK ("singleton")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_reference" text;
--> statement-breakpoint
CREATE TABLE "invoice_number_counter" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counter_singleton" CHECK ("singleton")
);
--> statement-breakpoint
-- The series goes on from the last number the sequence gave; the sequence, which leaves a gap
-- whenever an issuing transaction rolls back, is no longer used.
INSERT INTO "invoice_number_counter" ("last_number")
SELECT CASE WHEN is_called THEN last_value::integer ELSE 0 END FROM invoice_number_seq;
--> statement-breakpoint
DROP SEQUENCE invoice_number_seq;
