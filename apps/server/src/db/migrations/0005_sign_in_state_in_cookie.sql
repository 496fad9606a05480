ALTER TABLE "login_states" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_states" CASCADE;--> statement-breakpoint
CREATE INDEX "oidc_models_expires_idx" ON "oidc_models" USING btree ("expires_at");