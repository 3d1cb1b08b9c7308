CREATE TABLE "review_screenshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_screenshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"review_round" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "design_comments_number_key";--> statement-breakpoint
ALTER TABLE "design_comments" ALTER COLUMN "sample_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "design_comments" ADD COLUMN "screenshot_id" integer;--> statement-breakpoint
ALTER TABLE "review_screenshots" ADD CONSTRAINT "review_screenshots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_screenshots" ADD CONSTRAINT "review_screenshots_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_screenshots_project_idx" ON "review_screenshots" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "review_screenshots_upload_idx" ON "review_screenshots" USING btree ("upload_id");--> statement-breakpoint
ALTER TABLE "design_comments" ADD CONSTRAINT "design_comments_screenshot_id_review_screenshots_id_fk" FOREIGN KEY ("screenshot_id") REFERENCES "public"."review_screenshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_comments_screenshot_number_key" ON "design_comments" USING btree ("screenshot_id","number") WHERE "design_comments"."parent_id" is null and "design_comments"."screenshot_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "design_comments_number_key" ON "design_comments" USING btree ("sample_id","number") WHERE "design_comments"."parent_id" is null and "design_comments"."sample_id" is not null;--> statement-breakpoint
ALTER TABLE "design_comments" ADD CONSTRAINT "design_comments_target_check" CHECK (("design_comments"."sample_id" is null) <> ("design_comments"."screenshot_id" is null));