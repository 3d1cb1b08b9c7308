ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_status_check";--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_status_check" CHECK ("invoice_payments"."status" in ('requires_payment', 'processing', 'succeeded', 'failed', 'refunding', 'refunded'));