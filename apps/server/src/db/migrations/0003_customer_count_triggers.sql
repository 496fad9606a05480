-- Keeps customer_counts in step with organizations, one grouped upsert per statement.
-- A distributor's list holds everything under it except itself; a partner's list its direct customers.
CREATE FUNCTION customer_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO customer_counts AS c (scope_kind, scope_id, status, is_partner, n)
    SELECT kind, scope, status, is_pistachio_partner, -count(*)::int FROM (
      SELECT 'distributor' AS kind, distributor_cybr_org_id AS scope, status, is_pistachio_partner
        FROM old_rows WHERE distributor_cybr_org_id IS NOT NULL AND distributor_cybr_org_id <> cybr_org_id
      UNION ALL
      SELECT 'partner', partner_cybr_org_id, status, is_pistachio_partner
        FROM old_rows WHERE partner_cybr_org_id IS NOT NULL
    ) AS removed
    GROUP BY kind, scope, status, is_pistachio_partner
    ON CONFLICT (scope_kind, scope_id, status, is_partner) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO customer_counts AS c (scope_kind, scope_id, status, is_partner, n)
    SELECT kind, scope, status, is_pistachio_partner, count(*)::int FROM (
      SELECT 'distributor' AS kind, distributor_cybr_org_id AS scope, status, is_pistachio_partner
        FROM new_rows WHERE distributor_cybr_org_id IS NOT NULL AND distributor_cybr_org_id <> cybr_org_id
      UNION ALL
      SELECT 'partner', partner_cybr_org_id, status, is_pistachio_partner
        FROM new_rows WHERE partner_cybr_org_id IS NOT NULL
    ) AS added
    GROUP BY kind, scope, status, is_pistachio_partner
    ON CONFLICT (scope_kind, scope_id, status, is_partner) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_counts_insert AFTER INSERT ON organizations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER organizations_counts_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER organizations_counts_delete AFTER DELETE ON organizations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_apply();
--> statement-breakpoint
INSERT INTO customer_counts (scope_kind, scope_id, status, is_partner, n)
SELECT kind, scope, status, is_pistachio_partner, count(*)::int FROM (
  SELECT 'distributor' AS kind, distributor_cybr_org_id AS scope, status, is_pistachio_partner
    FROM organizations WHERE distributor_cybr_org_id IS NOT NULL AND distributor_cybr_org_id <> cybr_org_id
  UNION ALL
  SELECT 'partner', partner_cybr_org_id, status, is_pistachio_partner
    FROM organizations WHERE partner_cybr_org_id IS NOT NULL
) AS existing
GROUP BY kind, scope, status, is_pistachio_partner;
