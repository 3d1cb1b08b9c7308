ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kind_check" CHECK ("order_lines"."kind" in ('base', 'extra_pages', 'free_pages', 'addon', 'rush', 'domain', 'manual'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'bank_transfer', 'cash', 'cheque', 'other'));