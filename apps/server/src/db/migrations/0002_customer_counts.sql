CREATE TABLE "customer_counts" (
	"scope_kind" text NOT NULL,
	"scope_id" text NOT NULL,
	"status" text NOT NULL,
	"is_partner" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "customer_counts_scope_kind_scope_id_status_is_partner_pk" PRIMARY KEY("scope_kind","scope_id","status","is_partner")
);
