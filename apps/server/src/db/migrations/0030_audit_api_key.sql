-- Which API key made a change, where one did (docs/decisions/0071-api-keys.md): the actor column
-- names the key's creator, this column the key.
ALTER TABLE "audit_log" ADD COLUMN "api_key_id" text;
