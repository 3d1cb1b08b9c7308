ALTER TABLE "maintenance_subscriptions" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "maintenance_subscriptions" ADD COLUMN "last_invoiced_at" timestamp with time zone;--> statement-breakpoint
-- One live maintenance plan per project. Plans that should not be running are ended first, at the end of the
-- period they have already invoiced (the day before their next billing date), so the unique index can be made:
-- a project's later duplicates (its first plan stays), and the plans of cancelled projects.
UPDATE "maintenance_subscriptions" AS s
SET "status" = 'cancelled',
    "cancelled_at" = now(),
    "ends_on" = coalesce(s."current_period_end", s."start_date") - 1
WHERE s."status" <> 'cancelled'
  AND s."project_id" IS NOT NULL
  AND (
    EXISTS (
      SELECT 1 FROM "maintenance_subscriptions" AS k
      WHERE k."project_id" = s."project_id" AND k."status" <> 'cancelled' AND k."id" < s."id"
    )
    OR EXISTS (SELECT 1 FROM "projects" AS p WHERE p."id" = s."project_id" AND p."status" = 'cancelled')
  );--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_subscriptions_project_live_key" ON "maintenance_subscriptions" USING btree ("project_id") WHERE "maintenance_subscriptions"."status" <> 'cancelled';