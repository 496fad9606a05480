-- Every change to an organisation row is announced on organization_events, whoever makes it (an
-- API call, the customer sync, a licence trigger, an operator's SQL), so that each server process
-- can drop what it cached of that organisation (modules/organizations/organization-cache.ts).
-- The payload is the organisation's id; a statement that changes many rows announces '*' instead
-- of one message per row.
CREATE FUNCTION organization_events_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A TRUNCATE trigger has no transition table to read.
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('organization_events', '*');
  ELSIF (SELECT count(*) FROM changed_rows) > 20 THEN
    PERFORM pg_notify('organization_events', '*');
  ELSE
    PERFORM pg_notify('organization_events', cybr_org_id) FROM changed_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_events_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_events_announce();
--> statement-breakpoint
CREATE TRIGGER organizations_events_delete AFTER DELETE ON organizations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_events_announce();
--> statement-breakpoint
CREATE TRIGGER organizations_events_truncate AFTER TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION organization_events_announce();
