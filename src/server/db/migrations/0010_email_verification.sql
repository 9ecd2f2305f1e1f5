ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verification_token_key" ON "users" USING btree ("email_verification_token_hash");--> statement-breakpoint
-- Google checked these addresses when the accounts were made.
UPDATE "users" SET "email_verified_at" = now() WHERE "auth_provider" = 'google';
