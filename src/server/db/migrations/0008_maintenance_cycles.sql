DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" date;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_period_key" ON "invoices" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "notifications_user_read_created_idx" ON "notifications" USING btree ("user_id","is_read","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);