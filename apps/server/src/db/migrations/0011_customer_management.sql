CREATE TABLE "license_totals" (
	"scope_kind" text NOT NULL,
	"scope_id" text NOT NULL,
	"product_type" text NOT NULL,
	"customers" bigint NOT NULL,
	"seats_in_use" bigint NOT NULL,
	"seats_capped" bigint NOT NULL,
	"unlimited_customers" bigint NOT NULL,
	"at_or_over_cap" bigint NOT NULL,
	CONSTRAINT "license_totals_scope_kind_scope_id_product_type_pk" PRIMARY KEY("scope_kind","scope_id","product_type")
);
--> statement-breakpoint
DROP INDEX "users_org_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "processed_labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "permission_roles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_photo" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_awareness_license" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "insider_threat_detection_license" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latest_contact" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latest_alert" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_partner_name_unique_idx" ON "organizations" USING btree ("partner_cybr_org_id",lower("organization_name"));--> statement-breakpoint
CREATE INDEX "users_org_name_idx" ON "users" USING btree ("cybr_org_id","full_name","cybr_id");--> statement-breakpoint
CREATE INDEX "users_org_contact_idx" ON "users" USING btree ("cybr_org_id","latest_contact","cybr_id");--> statement-breakpoint
-- One active licence of a customer, placed in the partner tree: what license_totals adds up.
CREATE TYPE license_total_item AS (org text, distributor text, partner text, product_type text, issued int, license_cap int);
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) licences' figures in the books they count in: the distributor's
-- whole book (not the distributor itself) and the direct partner's. One grouped upsert per call.
CREATE FUNCTION license_totals_apply(p_sign int, items license_total_item[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO license_totals AS t (scope_kind, scope_id, product_type, customers, seats_in_use, seats_capped, unlimited_customers, at_or_over_cap)
  SELECT kind, scope, product_type, p_sign * count(*), p_sign * coalesce(sum(issued), 0),
    p_sign * coalesce(sum(license_cap) FILTER (WHERE license_cap > 0), 0),
    p_sign * count(*) FILTER (WHERE license_cap = 0),
    p_sign * count(*) FILTER (WHERE license_cap > 0 AND issued >= license_cap)
  FROM (
    SELECT 'distributor' AS kind, i.distributor AS scope, i.product_type, i.issued, i.license_cap
      FROM unnest(items) AS i WHERE i.distributor IS NOT NULL AND i.distributor <> i.org
    UNION ALL
    SELECT 'partner', i.partner, i.product_type, i.issued, i.license_cap
      FROM unnest(items) AS i WHERE i.partner IS NOT NULL
  ) AS x
  GROUP BY kind, scope, product_type
  ON CONFLICT (scope_kind, scope_id, product_type) DO UPDATE SET
    customers = t.customers + EXCLUDED.customers, seats_in_use = t.seats_in_use + EXCLUDED.seats_in_use,
    seats_capped = t.seats_capped + EXCLUDED.seats_capped, unlimited_customers = t.unlimited_customers + EXCLUDED.unlimited_customers,
    at_or_over_cap = t.at_or_over_cap + EXCLUDED.at_or_over_cap
$$;
--> statement-breakpoint
-- A licence added, changed or removed: its old figures out, its new ones in.
CREATE FUNCTION license_totals_licenses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM license_totals_apply(-1, (
      SELECT array_agg(row(o.cybr_org_id, o.distributor_cybr_org_id, o.partner_cybr_org_id, l.product_type, l.issued, l.license_cap)::license_total_item)
      FROM old_rows l JOIN organizations o ON o.cybr_org_id = l.cybr_org_id
      WHERE l.active AND NOT o.is_pistachio_partner));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM license_totals_apply(1, (
      SELECT array_agg(row(o.cybr_org_id, o.distributor_cybr_org_id, o.partner_cybr_org_id, l.product_type, l.issued, l.license_cap)::license_total_item)
      FROM new_rows l JOIN organizations o ON o.cybr_org_id = l.cybr_org_id
      WHERE l.active AND NOT o.is_pistachio_partner));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An organisation moved in the tree or became a partner: its licences leave the old books and join
-- the new ones. (An organisation is inserted before its licences and deleted after them.)
CREATE FUNCTION license_totals_organizations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM license_totals_apply(-1, (
    SELECT array_agg(row(o.cybr_org_id, o.distributor_cybr_org_id, o.partner_cybr_org_id, l.product_type, l.issued, l.license_cap)::license_total_item)
    FROM old_rows o JOIN new_rows n ON n.cybr_org_id = o.cybr_org_id JOIN licenses l ON l.cybr_org_id = o.cybr_org_id
    WHERE l.active AND NOT o.is_pistachio_partner
      AND (o.distributor_cybr_org_id, o.partner_cybr_org_id, o.is_pistachio_partner) IS DISTINCT FROM (n.distributor_cybr_org_id, n.partner_cybr_org_id, n.is_pistachio_partner)));
  PERFORM license_totals_apply(1, (
    SELECT array_agg(row(n.cybr_org_id, n.distributor_cybr_org_id, n.partner_cybr_org_id, l.product_type, l.issued, l.license_cap)::license_total_item)
    FROM old_rows o JOIN new_rows n ON n.cybr_org_id = o.cybr_org_id JOIN licenses l ON l.cybr_org_id = n.cybr_org_id
    WHERE l.active AND NOT n.is_pistachio_partner
      AND (o.distributor_cybr_org_id, o.partner_cybr_org_id, o.is_pistachio_partner) IS DISTINCT FROM (n.distributor_cybr_org_id, n.partner_cybr_org_id, n.is_pistachio_partner)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER licenses_totals_insert AFTER INSERT ON licenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION license_totals_licenses();
--> statement-breakpoint
CREATE TRIGGER licenses_totals_update AFTER UPDATE ON licenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION license_totals_licenses();
--> statement-breakpoint
CREATE TRIGGER licenses_totals_delete AFTER DELETE ON licenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION license_totals_licenses();
--> statement-breakpoint
CREATE TRIGGER organizations_totals_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION license_totals_organizations();
--> statement-breakpoint
SELECT license_totals_apply(1, (
  SELECT array_agg(row(o.cybr_org_id, o.distributor_cybr_org_id, o.partner_cybr_org_id, l.product_type, l.issued, l.license_cap)::license_total_item)
  FROM licenses l JOIN organizations o ON o.cybr_org_id = l.cybr_org_id
  WHERE l.active AND NOT o.is_pistachio_partner));
