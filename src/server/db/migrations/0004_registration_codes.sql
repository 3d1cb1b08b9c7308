ALTER TABLE "otp_codes" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "binding_hash" text;