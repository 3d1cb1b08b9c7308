ALTER TABLE "contact_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "domain_requests" ADD COLUMN "registrar" text;--> statement-breakpoint
ALTER TABLE "domain_requests" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "domain_requests" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "domain_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_requests" ADD CONSTRAINT "domain_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_unhandled_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_submissions"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "domain_requests_created_idx" ON "domain_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "domain_requests" ADD CONSTRAINT "domain_requests_outcome_check" CHECK (("domain_requests"."status" <> 'registered' or ("domain_requests"."registrar" is not null and "domain_requests"."expires_on" is not null)) and ("domain_requests"."status" <> 'failed' or "domain_requests"."failure_reason" is not null));