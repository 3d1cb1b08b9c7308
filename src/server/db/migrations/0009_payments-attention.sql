DROP INDEX "orders_one_pending_per_user";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_detail" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- An order whose payment is already under way or made never changes again (it leaves the one-open-order rule).
UPDATE "orders" SET "frozen_at" = now() WHERE "status" = 'pending' AND EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = "orders"."id" AND p."status" IN ('processing', 'succeeded'));--> statement-breakpoint
-- Refunds made before the refund state was kept.
UPDATE "payments" SET "refund_status" = 'refunded', "refunded_at" = coalesce("updated_at", "created_at") WHERE "status" = 'refunded';--> statement-breakpoint
CREATE INDEX "payments_attention_idx" ON "payments" USING btree ("attention_at") WHERE "payments"."attention_reason" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending' and "orders"."frozen_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_attention_reason_check" CHECK ("payments"."attention_reason" in ('amount_mismatch', 'order_closed', 'unknown_to_provider', 'reconciliation_failed', 'refund_failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_status_check" CHECK ("payments"."refund_status" in ('pending', 'refunded', 'failed'));