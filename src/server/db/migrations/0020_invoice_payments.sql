CREATE TABLE "invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"status" text DEFAULT 'requires_payment' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_secret" text,
	"off_session" boolean DEFAULT false NOT NULL,
	"keep_card" boolean DEFAULT false NOT NULL,
	"customer_id" text,
	"failure_reason" text,
	"succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_status_check" CHECK ("invoice_payments"."status" in ('requires_payment', 'succeeded', 'failed')),
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text,
	"payment_method_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "autopay_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "next_autopay_on" date;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_idempotency_key" ON "invoice_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_one_success_key" ON "invoice_payments" USING btree ("invoice_id") WHERE "invoice_payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "invoice_payments_provider_idx" ON "invoice_payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_key" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_autopay_idx" ON "invoices" USING btree ("next_autopay_on") WHERE "invoices"."next_autopay_on" is not null;