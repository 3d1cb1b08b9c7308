ALTER TABLE "projects" ADD COLUMN "rush_refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rush_refund_id" integer;--> statement-breakpoint
CREATE INDEX "projects_rush_due_idx" ON "projects" USING btree ("delivery_date") WHERE "projects"."timeline" = 'rush' and "projects"."rush_refund_claimed_at" is null;