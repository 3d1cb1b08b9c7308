CREATE TABLE "design_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"parent_id" integer,
	"number" integer,
	"x" integer,
	"y" integer,
	"author" text NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_comments_pin_check" CHECK (("design_comments"."parent_id" is null) = ("design_comments"."number" is not null and "design_comments"."x" between 0 and 10000 and "design_comments"."y" between 0 and 10000)),
	CONSTRAINT "design_comments_author_check" CHECK ("design_comments"."author" in ('client', 'studio'))
);
--> statement-breakpoint
ALTER TABLE "design_comments" ADD CONSTRAINT "design_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_comments" ADD CONSTRAINT "design_comments_sample_id_design_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."design_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_comments" ADD CONSTRAINT "design_comments_parent_id_design_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."design_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_comments" ADD CONSTRAINT "design_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_comments_project_idx" ON "design_comments" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_comments_number_key" ON "design_comments" USING btree ("sample_id","number") WHERE "design_comments"."parent_id" is null;