CREATE TABLE "checkout_requests" (
	"provisioning_cybr_org_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_requests_provisioning_cybr_org_id_idempotency_key_pk" PRIMARY KEY("provisioning_cybr_org_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"subscription_id" text NOT NULL,
	"cybr_org_id" text NOT NULL,
	"provisioning_cybr_org_id" text NOT NULL,
	"currency" text NOT NULL,
	"product_type" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"payment_date" timestamp with time zone,
	"seats" integer NOT NULL,
	"tax_inclusive" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"net" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"bill_to" jsonb NOT NULL,
	"external_id" text,
	"external_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"provider" text NOT NULL,
	"product" text NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"tax_inclusive" boolean NOT NULL,
	"tiers" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_provider_product_currency_interval_pk" PRIMARY KEY("provider","product","currency","interval")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"cybr_org_id" text NOT NULL,
	"provisioning_cybr_org_id" text NOT NULL,
	"provider" text NOT NULL,
	"subscription_type" text NOT NULL,
	"product_type" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"license_cap" integer,
	"customer" jsonb NOT NULL,
	"customer_id" text NOT NULL,
	"external_id" text,
	"client_secret" text,
	"current_period_start" timestamp with time zone NOT NULL,
	"next_billing_date" timestamp with time zone,
	"cancellation_time" timestamp with time zone,
	"cancellation_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_requests" ADD CONSTRAINT "checkout_requests_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provisioning_cybr_org_id_organizations_cybr_org_id_fk" FOREIGN KEY ("provisioning_cybr_org_id") REFERENCES "public"."organizations"("cybr_org_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_period_idx" ON "invoices" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_provisioning_idx" ON "invoices" USING btree ("provisioning_cybr_org_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_org_idx" ON "invoices" USING btree ("cybr_org_id","period_start");--> statement-breakpoint
CREATE INDEX "subscriptions_org_idx" ON "subscriptions" USING btree ("cybr_org_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_provisioning_idx" ON "subscriptions" USING btree ("provisioning_cybr_org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_external_idx" ON "subscriptions" USING btree ("provider","external_id");--> statement-breakpoint
-- Invoice numbers run in one sequence, so no two invoices ever share one.
CREATE SEQUENCE invoice_number_seq;
--> statement-breakpoint
-- The list prices a new database starts with (docs/decisions/0043-prices-are-data.md: seeded prices). Graduated tiers
-- 1–50, 51–250, 251–1000 and 1001+ seats; a year costs ten months. EUR 21 % and GBP 20 % tax on
-- top, USD without tax, NOK with 25 % MVA inside the price. Platform staff change them through the API.
INSERT INTO prices (provider, product, currency, interval, tax_inclusive, tiers) VALUES
('cybr', 'sat', 'eur', 'month', false, '[{"start":1,"upTo":50,"unitPrice":500,"tax":105,"total":605},{"start":51,"upTo":250,"unitPrice":400,"tax":84,"total":484},{"start":251,"upTo":1000,"unitPrice":300,"tax":63,"total":363},{"start":1001,"upTo":null,"unitPrice":200,"tax":42,"total":242}]'::jsonb),
('cybr', 'sat', 'eur', 'year', false, '[{"start":1,"upTo":50,"unitPrice":5000,"tax":1050,"total":6050},{"start":51,"upTo":250,"unitPrice":4000,"tax":840,"total":4840},{"start":251,"upTo":1000,"unitPrice":3000,"tax":630,"total":3630},{"start":1001,"upTo":null,"unitPrice":2000,"tax":420,"total":2420}]'::jsonb),
('cybr', 'sat', 'gbp', 'month', false, '[{"start":1,"upTo":50,"unitPrice":450,"tax":90,"total":540},{"start":51,"upTo":250,"unitPrice":350,"tax":70,"total":420},{"start":251,"upTo":1000,"unitPrice":250,"tax":50,"total":300},{"start":1001,"upTo":null,"unitPrice":200,"tax":40,"total":240}]'::jsonb),
('cybr', 'sat', 'gbp', 'year', false, '[{"start":1,"upTo":50,"unitPrice":4500,"tax":900,"total":5400},{"start":51,"upTo":250,"unitPrice":3500,"tax":700,"total":4200},{"start":251,"upTo":1000,"unitPrice":2500,"tax":500,"total":3000},{"start":1001,"upTo":null,"unitPrice":2000,"tax":400,"total":2400}]'::jsonb),
('cybr', 'sat', 'usd', 'month', false, '[{"start":1,"upTo":50,"unitPrice":550,"tax":0,"total":550},{"start":51,"upTo":250,"unitPrice":450,"tax":0,"total":450},{"start":251,"upTo":1000,"unitPrice":350,"tax":0,"total":350},{"start":1001,"upTo":null,"unitPrice":250,"tax":0,"total":250}]'::jsonb),
('cybr', 'sat', 'usd', 'year', false, '[{"start":1,"upTo":50,"unitPrice":5500,"tax":0,"total":5500},{"start":51,"upTo":250,"unitPrice":4500,"tax":0,"total":4500},{"start":251,"upTo":1000,"unitPrice":3500,"tax":0,"total":3500},{"start":1001,"upTo":null,"unitPrice":2500,"tax":0,"total":2500}]'::jsonb),
('cybr', 'sat', 'nok', 'month', true, '[{"start":1,"upTo":50,"unitPrice":6000,"tax":1200,"total":6000},{"start":51,"upTo":250,"unitPrice":5000,"tax":1000,"total":5000},{"start":251,"upTo":1000,"unitPrice":4000,"tax":800,"total":4000},{"start":1001,"upTo":null,"unitPrice":3000,"tax":600,"total":3000}]'::jsonb),
('cybr', 'sat', 'nok', 'year', true, '[{"start":1,"upTo":50,"unitPrice":60000,"tax":12000,"total":60000},{"start":51,"upTo":250,"unitPrice":50000,"tax":10000,"total":50000},{"start":251,"upTo":1000,"unitPrice":40000,"tax":8000,"total":40000},{"start":1001,"upTo":null,"unitPrice":30000,"tax":6000,"total":30000}]'::jsonb),
('cybr', 'itd', 'eur', 'month', false, '[{"start":1,"upTo":50,"unitPrice":800,"tax":168,"total":968},{"start":51,"upTo":250,"unitPrice":700,"tax":147,"total":847},{"start":251,"upTo":1000,"unitPrice":600,"tax":126,"total":726},{"start":1001,"upTo":null,"unitPrice":500,"tax":105,"total":605}]'::jsonb),
('cybr', 'itd', 'eur', 'year', false, '[{"start":1,"upTo":50,"unitPrice":8000,"tax":1680,"total":9680},{"start":51,"upTo":250,"unitPrice":7000,"tax":1470,"total":8470},{"start":251,"upTo":1000,"unitPrice":6000,"tax":1260,"total":7260},{"start":1001,"upTo":null,"unitPrice":5000,"tax":1050,"total":6050}]'::jsonb),
('cybr', 'itd', 'gbp', 'month', false, '[{"start":1,"upTo":50,"unitPrice":700,"tax":140,"total":840},{"start":51,"upTo":250,"unitPrice":600,"tax":120,"total":720},{"start":251,"upTo":1000,"unitPrice":500,"tax":100,"total":600},{"start":1001,"upTo":null,"unitPrice":400,"tax":80,"total":480}]'::jsonb),
('cybr', 'itd', 'gbp', 'year', false, '[{"start":1,"upTo":50,"unitPrice":7000,"tax":1400,"total":8400},{"start":51,"upTo":250,"unitPrice":6000,"tax":1200,"total":7200},{"start":251,"upTo":1000,"unitPrice":5000,"tax":1000,"total":6000},{"start":1001,"upTo":null,"unitPrice":4000,"tax":800,"total":4800}]'::jsonb),
('cybr', 'itd', 'usd', 'month', false, '[{"start":1,"upTo":50,"unitPrice":900,"tax":0,"total":900},{"start":51,"upTo":250,"unitPrice":800,"tax":0,"total":800},{"start":251,"upTo":1000,"unitPrice":700,"tax":0,"total":700},{"start":1001,"upTo":null,"unitPrice":600,"tax":0,"total":600}]'::jsonb),
('cybr', 'itd', 'usd', 'year', false, '[{"start":1,"upTo":50,"unitPrice":9000,"tax":0,"total":9000},{"start":51,"upTo":250,"unitPrice":8000,"tax":0,"total":8000},{"start":251,"upTo":1000,"unitPrice":7000,"tax":0,"total":7000},{"start":1001,"upTo":null,"unitPrice":6000,"tax":0,"total":6000}]'::jsonb),
('cybr', 'itd', 'nok', 'month', true, '[{"start":1,"upTo":50,"unitPrice":9500,"tax":1900,"total":9500},{"start":51,"upTo":250,"unitPrice":8000,"tax":1600,"total":8000},{"start":251,"upTo":1000,"unitPrice":6500,"tax":1300,"total":6500},{"start":1001,"upTo":null,"unitPrice":5000,"tax":1000,"total":5000}]'::jsonb),
('cybr', 'itd', 'nok', 'year', true, '[{"start":1,"upTo":50,"unitPrice":95000,"tax":19000,"total":95000},{"start":51,"upTo":250,"unitPrice":80000,"tax":16000,"total":80000},{"start":251,"upTo":1000,"unitPrice":65000,"tax":13000,"total":65000},{"start":1001,"upTo":null,"unitPrice":50000,"tax":10000,"total":50000}]'::jsonb),
('cybr', 'itd+sat', 'eur', 'month', false, '[{"start":1,"upTo":50,"unitPrice":1100,"tax":231,"total":1331},{"start":51,"upTo":250,"unitPrice":900,"tax":189,"total":1089},{"start":251,"upTo":1000,"unitPrice":800,"tax":168,"total":968},{"start":1001,"upTo":null,"unitPrice":600,"tax":126,"total":726}]'::jsonb),
('cybr', 'itd+sat', 'eur', 'year', false, '[{"start":1,"upTo":50,"unitPrice":11000,"tax":2310,"total":13310},{"start":51,"upTo":250,"unitPrice":9000,"tax":1890,"total":10890},{"start":251,"upTo":1000,"unitPrice":8000,"tax":1680,"total":9680},{"start":1001,"upTo":null,"unitPrice":6000,"tax":1260,"total":7260}]'::jsonb),
('cybr', 'itd+sat', 'gbp', 'month', false, '[{"start":1,"upTo":50,"unitPrice":1000,"tax":200,"total":1200},{"start":51,"upTo":250,"unitPrice":800,"tax":160,"total":960},{"start":251,"upTo":1000,"unitPrice":700,"tax":140,"total":840},{"start":1001,"upTo":null,"unitPrice":500,"tax":100,"total":600}]'::jsonb),
('cybr', 'itd+sat', 'gbp', 'year', false, '[{"start":1,"upTo":50,"unitPrice":10000,"tax":2000,"total":12000},{"start":51,"upTo":250,"unitPrice":8000,"tax":1600,"total":9600},{"start":251,"upTo":1000,"unitPrice":7000,"tax":1400,"total":8400},{"start":1001,"upTo":null,"unitPrice":5000,"tax":1000,"total":6000}]'::jsonb),
('cybr', 'itd+sat', 'usd', 'month', false, '[{"start":1,"upTo":50,"unitPrice":1300,"tax":0,"total":1300},{"start":51,"upTo":250,"unitPrice":1100,"tax":0,"total":1100},{"start":251,"upTo":1000,"unitPrice":900,"tax":0,"total":900},{"start":1001,"upTo":null,"unitPrice":700,"tax":0,"total":700}]'::jsonb),
('cybr', 'itd+sat', 'usd', 'year', false, '[{"start":1,"upTo":50,"unitPrice":13000,"tax":0,"total":13000},{"start":51,"upTo":250,"unitPrice":11000,"tax":0,"total":11000},{"start":251,"upTo":1000,"unitPrice":9000,"tax":0,"total":9000},{"start":1001,"upTo":null,"unitPrice":7000,"tax":0,"total":7000}]'::jsonb),
('cybr', 'itd+sat', 'nok', 'month', true, '[{"start":1,"upTo":50,"unitPrice":13500,"tax":2700,"total":13500},{"start":51,"upTo":250,"unitPrice":11500,"tax":2300,"total":11500},{"start":251,"upTo":1000,"unitPrice":9500,"tax":1900,"total":9500},{"start":1001,"upTo":null,"unitPrice":7000,"tax":1400,"total":7000}]'::jsonb),
('cybr', 'itd+sat', 'nok', 'year', true, '[{"start":1,"upTo":50,"unitPrice":135000,"tax":27000,"total":135000},{"start":51,"upTo":250,"unitPrice":115000,"tax":23000,"total":115000},{"start":251,"upTo":1000,"unitPrice":95000,"tax":19000,"total":95000},{"start":1001,"upTo":null,"unitPrice":70000,"tax":14000,"total":70000}]'::jsonb),
('stripe', 'sat', 'eur', 'month', false, '[{"start":1,"upTo":50,"unitPrice":500,"tax":105,"total":605},{"start":51,"upTo":250,"unitPrice":400,"tax":84,"total":484},{"start":251,"upTo":1000,"unitPrice":300,"tax":63,"total":363},{"start":1001,"upTo":null,"unitPrice":200,"tax":42,"total":242}]'::jsonb),
('stripe', 'sat', 'eur', 'year', false, '[{"start":1,"upTo":50,"unitPrice":5000,"tax":1050,"total":6050},{"start":51,"upTo":250,"unitPrice":4000,"tax":840,"total":4840},{"start":251,"upTo":1000,"unitPrice":3000,"tax":630,"total":3630},{"start":1001,"upTo":null,"unitPrice":2000,"tax":420,"total":2420}]'::jsonb),
('stripe', 'sat', 'gbp', 'month', false, '[{"start":1,"upTo":50,"unitPrice":450,"tax":90,"total":540},{"start":51,"upTo":250,"unitPrice":350,"tax":70,"total":420},{"start":251,"upTo":1000,"unitPrice":250,"tax":50,"total":300},{"start":1001,"upTo":null,"unitPrice":200,"tax":40,"total":240}]'::jsonb),
('stripe', 'sat', 'gbp', 'year', false, '[{"start":1,"upTo":50,"unitPrice":4500,"tax":900,"total":5400},{"start":51,"upTo":250,"unitPrice":3500,"tax":700,"total":4200},{"start":251,"upTo":1000,"unitPrice":2500,"tax":500,"total":3000},{"start":1001,"upTo":null,"unitPrice":2000,"tax":400,"total":2400}]'::jsonb),
('stripe', 'sat', 'usd', 'month', false, '[{"start":1,"upTo":50,"unitPrice":550,"tax":0,"total":550},{"start":51,"upTo":250,"unitPrice":450,"tax":0,"total":450},{"start":251,"upTo":1000,"unitPrice":350,"tax":0,"total":350},{"start":1001,"upTo":null,"unitPrice":250,"tax":0,"total":250}]'::jsonb),
('stripe', 'sat', 'usd', 'year', false, '[{"start":1,"upTo":50,"unitPrice":5500,"tax":0,"total":5500},{"start":51,"upTo":250,"unitPrice":4500,"tax":0,"total":4500},{"start":251,"upTo":1000,"unitPrice":3500,"tax":0,"total":3500},{"start":1001,"upTo":null,"unitPrice":2500,"tax":0,"total":2500}]'::jsonb),
('stripe', 'sat', 'nok', 'month', true, '[{"start":1,"upTo":50,"unitPrice":6000,"tax":1200,"total":6000},{"start":51,"upTo":250,"unitPrice":5000,"tax":1000,"total":5000},{"start":251,"upTo":1000,"unitPrice":4000,"tax":800,"total":4000},{"start":1001,"upTo":null,"unitPrice":3000,"tax":600,"total":3000}]'::jsonb),
('stripe', 'sat', 'nok', 'year', true, '[{"start":1,"upTo":50,"unitPrice":60000,"tax":12000,"total":60000},{"start":51,"upTo":250,"unitPrice":50000,"tax":10000,"total":50000},{"start":251,"upTo":1000,"unitPrice":40000,"tax":8000,"total":40000},{"start":1001,"upTo":null,"unitPrice":30000,"tax":6000,"total":30000}]'::jsonb),
('stripe', 'itd', 'eur', 'month', false, '[{"start":1,"upTo":50,"unitPrice":800,"tax":168,"total":968},{"start":51,"upTo":250,"unitPrice":700,"tax":147,"total":847},{"start":251,"upTo":1000,"unitPrice":600,"tax":126,"total":726},{"start":1001,"upTo":null,"unitPrice":500,"tax":105,"total":605}]'::jsonb),
('stripe', 'itd', 'eur', 'year', false, '[{"start":1,"upTo":50,"unitPrice":8000,"tax":1680,"total":9680},{"start":51,"upTo":250,"unitPrice":7000,"tax":1470,"total":8470},{"start":251,"upTo":1000,"unitPrice":6000,"tax":1260,"total":7260},{"start":1001,"upTo":null,"unitPrice":5000,"tax":1050,"total":6050}]'::jsonb),
('stripe', 'itd', 'gbp', 'month', false, '[{"start":1,"upTo":50,"unitPrice":700,"tax":140,"total":840},{"start":51,"upTo":250,"unitPrice":600,"tax":120,"total":720},{"start":251,"upTo":1000,"unitPrice":500,"tax":100,"total":600},{"start":1001,"upTo":null,"unitPrice":400,"tax":80,"total":480}]'::jsonb),
('stripe', 'itd', 'gbp', 'year', false, '[{"start":1,"upTo":50,"unitPrice":7000,"tax":1400,"total":8400},{"start":51,"upTo":250,"unitPrice":6000,"tax":1200,"total":7200},{"start":251,"upTo":1000,"unitPrice":5000,"tax":1000,"total":6000},{"start":1001,"upTo":null,"unitPrice":4000,"tax":800,"total":4800}]'::jsonb),
('stripe', 'itd', 'usd', 'month', false, '[{"start":1,"upTo":50,"unitPrice":900,"tax":0,"total":900},{"start":51,"upTo":250,"unitPrice":800,"tax":0,"total":800},{"start":251,"upTo":1000,"unitPrice":700,"tax":0,"total":700},{"start":1001,"upTo":null,"unitPrice":600,"tax":0,"total":600}]'::jsonb),
('stripe', 'itd', 'usd', 'year', false, '[{"start":1,"upTo":50,"unitPrice":9000,"tax":0,"total":9000},{"start":51,"upTo":250,"unitPrice":8000,"tax":0,"total":8000},{"start":251,"upTo":1000,"unitPrice":7000,"tax":0,"total":7000},{"start":1001,"upTo":null,"unitPrice":6000,"tax":0,"total":6000}]'::jsonb),
('stripe', 'itd', 'nok', 'month', true, '[{"start":1,"upTo":50,"unitPrice":9500,"tax":1900,"total":9500},{"start":51,"upTo":250,"unitPrice":8000,"tax":1600,"total":8000},{"start":251,"upTo":1000,"unitPrice":6500,"tax":1300,"total":6500},{"start":1001,"upTo":null,"unitPrice":5000,"tax":1000,"total":5000}]'::jsonb),
('stripe', 'itd', 'nok', 'year', true, '[{"start":1,"upTo":50,"unitPrice":95000,"tax":19000,"total":95000},{"start":51,"upTo":250,"unitPrice":80000,"tax":16000,"total":80000},{"start":251,"upTo":1000,"unitPrice":65000,"tax":13000,"total":65000},{"start":1001,"upTo":null,"unitPrice":50000,"tax":10000,"total":50000}]'::jsonb),
('stripe', 'itd+sat', 'eur', 'month', false, '[{"start":1,"upTo":50,"unitPrice":1100,"tax":231,"total":1331},{"start":51,"upTo":250,"unitPrice":900,"tax":189,"total":1089},{"start":251,"upTo":1000,"unitPrice":800,"tax":168,"total":968},{"start":1001,"upTo":null,"unitPrice":600,"tax":126,"total":726}]'::jsonb),
('stripe', 'itd+sat', 'eur', 'year', false, '[{"start":1,"upTo":50,"unitPrice":11000,"tax":2310,"total":13310},{"start":51,"upTo":250,"unitPrice":9000,"tax":1890,"total":10890},{"start":251,"upTo":1000,"unitPrice":8000,"tax":1680,"total":9680},{"start":1001,"upTo":null,"unitPrice":6000,"tax":1260,"total":7260}]'::jsonb),
('stripe', 'itd+sat', 'gbp', 'month', false, '[{"start":1,"upTo":50,"unitPrice":1000,"tax":200,"total":1200},{"start":51,"upTo":250,"unitPrice":800,"tax":160,"total":960},{"start":251,"upTo":1000,"unitPrice":700,"tax":140,"total":840},{"start":1001,"upTo":null,"unitPrice":500,"tax":100,"total":600}]'::jsonb),
('stripe', 'itd+sat', 'gbp', 'year', false, '[{"start":1,"upTo":50,"unitPrice":10000,"tax":2000,"total":12000},{"start":51,"upTo":250,"unitPrice":8000,"tax":1600,"total":9600},{"start":251,"upTo":1000,"unitPrice":7000,"tax":1400,"total":8400},{"start":1001,"upTo":null,"unitPrice":5000,"tax":1000,"total":6000}]'::jsonb),
('stripe', 'itd+sat', 'usd', 'month', false, '[{"start":1,"upTo":50,"unitPrice":1300,"tax":0,"total":1300},{"start":51,"upTo":250,"unitPrice":1100,"tax":0,"total":1100},{"start":251,"upTo":1000,"unitPrice":900,"tax":0,"total":900},{"start":1001,"upTo":null,"unitPrice":700,"tax":0,"total":700}]'::jsonb),
('stripe', 'itd+sat', 'usd', 'year', false, '[{"start":1,"upTo":50,"unitPrice":13000,"tax":0,"total":13000},{"start":51,"upTo":250,"unitPrice":11000,"tax":0,"total":11000},{"start":251,"upTo":1000,"unitPrice":9000,"tax":0,"total":9000},{"start":1001,"upTo":null,"unitPrice":7000,"tax":0,"total":7000}]'::jsonb),
('stripe', 'itd+sat', 'nok', 'month', true, '[{"start":1,"upTo":50,"unitPrice":13500,"tax":2700,"total":13500},{"start":51,"upTo":250,"unitPrice":11500,"tax":2300,"total":11500},{"start":251,"upTo":1000,"unitPrice":9500,"tax":1900,"total":9500},{"start":1001,"upTo":null,"unitPrice":7000,"tax":1400,"total":7000}]'::jsonb),
('stripe', 'itd+sat', 'nok', 'year', true, '[{"start":1,"upTo":50,"unitPrice":135000,"tax":27000,"total":135000},{"start":51,"upTo":250,"unitPrice":115000,"tax":23000,"total":115000},{"start":251,"upTo":1000,"unitPrice":95000,"tax":19000,"total":95000},{"start":1001,"upTo":null,"unitPrice":70000,"tax":14000,"total":70000}]'::jsonb);
