CREATE TABLE "design_sample_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_sample_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sample_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"preview_url" text,
	"design_notes" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_comments" ADD COLUMN "sample_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "design_samples" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "design_samples" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "design_samples" ADD COLUMN "version_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "design_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "design_sample_versions" ADD CONSTRAINT "design_sample_versions_sample_id_design_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."design_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_sample_versions_key" ON "design_sample_versions" USING btree ("sample_id","version");