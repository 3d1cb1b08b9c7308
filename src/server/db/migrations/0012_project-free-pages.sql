ALTER TABLE "projects" ADD COLUMN "free_pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Projects made before this column: the free pages their order was given.
UPDATE "projects" AS p SET "free_pages" = o."free_pages" FROM "orders" AS o WHERE o."id" = p."order_id" AND o."free_pages" > 0;
