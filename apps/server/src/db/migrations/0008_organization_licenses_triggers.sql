-- Timestamps as the API writes them (ISO 8601, UTC, milliseconds), so rows need no reformatting in the server.
CREATE FUNCTION iso_utc(ts timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
-- Keeps organizations.licenses equal to that organisation's rows of licenses (in the API's licence
-- shape), one UPDATE per statement.
CREATE FUNCTION organization_licenses_json(org text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'productType', l.product_type, 'issued', l.issued, 'active', l.active, 'licenseCap', l.license_cap,
    'directLicenseCap', l.direct_license_cap, 'expiration', iso_utc(l.expiration), 'created', iso_utc(l.created)
  ) ORDER BY l.product_type), '[]'::jsonb)
  FROM licenses l WHERE l.cybr_org_id = org
$$;
--> statement-breakpoint
CREATE FUNCTION organization_licenses_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE organizations o SET licenses = organization_licenses_json(o.cybr_org_id)
    WHERE o.cybr_org_id IN (SELECT cybr_org_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE organizations o SET licenses = organization_licenses_json(o.cybr_org_id)
    WHERE o.cybr_org_id IN (SELECT cybr_org_id FROM old_rows);
  ELSE
    UPDATE organizations o SET licenses = organization_licenses_json(o.cybr_org_id)
    WHERE o.cybr_org_id IN (SELECT cybr_org_id FROM new_rows UNION SELECT cybr_org_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER licenses_json_insert AFTER INSERT ON licenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_licenses_apply();
--> statement-breakpoint
CREATE TRIGGER licenses_json_update AFTER UPDATE ON licenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_licenses_apply();
--> statement-breakpoint
CREATE TRIGGER licenses_json_delete AFTER DELETE ON licenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_licenses_apply();
--> statement-breakpoint
UPDATE organizations o SET licenses = organization_licenses_json(o.cybr_org_id)
WHERE EXISTS (SELECT 1 FROM licenses l WHERE l.cybr_org_id = o.cybr_org_id);
