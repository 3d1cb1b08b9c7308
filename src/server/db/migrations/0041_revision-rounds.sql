CREATE TABLE "revision_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revision_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"round" integer NOT NULL,
	"requests" text NOT NULL,
	"billable" boolean NOT NULL,
	"status" text NOT NULL,
	"invoice_id" integer,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	CONSTRAINT "revision_rounds_status_check" CHECK ("revision_rounds"."status" in ('awaiting_payment', 'started', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_source_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "revision_round" integer;--> statement-breakpoint
ALTER TABLE "revision_rounds" ADD CONSTRAINT "revision_rounds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_rounds" ADD CONSTRAINT "revision_rounds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revision_rounds_project_round_key" ON "revision_rounds" USING btree ("project_id","round") WHERE "revision_rounds"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "revision_rounds_invoice_key" ON "revision_rounds" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_revision_round_key" ON "invoices" USING btree ("project_id","revision_round") WHERE "invoices"."status" <> 'void';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_source_check" CHECK ("invoices"."order_id" is not null or "invoices"."subscription_id" is not null or ("invoices"."revision_round" is not null and "invoices"."project_id" is not null));