-- Every change to a partner organisation's row is announced on partner_organization_events,
-- whoever makes it (an API call, the directory sync, a licence trigger, an operator's SQL), so that
-- each server process drops what it cached of that partner (modules/organizations/partner-cache.ts).
-- Only partners' rows: they change at the pace of people editing their settings, while customers'
-- rows take every cap, licence and sync write, whose commits an announcement would serialise.
-- The payload is the organisation's id, or '*' for a TRUNCATE.
CREATE FUNCTION partner_organization_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('partner_organization_events', '*');
  ELSE
    PERFORM pg_notify('partner_organization_events', OLD.cybr_org_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- OLD or NEW: an organisation that stops being a partner is dropped too. Rewriting a row with the
-- values it had announces nothing.
CREATE TRIGGER organizations_partner_update AFTER UPDATE ON organizations FOR EACH ROW
  WHEN ((OLD.is_pistachio_partner OR NEW.is_pistachio_partner) AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION partner_organization_announce();
--> statement-breakpoint
CREATE TRIGGER organizations_partner_delete AFTER DELETE ON organizations FOR EACH ROW
  WHEN (OLD.is_pistachio_partner)
  EXECUTE FUNCTION partner_organization_announce();
--> statement-breakpoint
CREATE TRIGGER organizations_partner_truncate AFTER TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION partner_organization_announce();
