ALTER TABLE "portfolio_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "portfolio_items_position_idx" ON "portfolio_items" USING btree ("position");--> statement-breakpoint
-- Backfill: the items keep the order the public list showed so far (featured first, each group newest first).
UPDATE "portfolio_items" AS p SET "position" = o.n FROM (
  SELECT "id", (row_number() OVER (ORDER BY "featured" DESC, "created_at" DESC, "id" DESC) - 1)::integer AS n
  FROM "portfolio_items"
) AS o WHERE p."id" = o."id";
