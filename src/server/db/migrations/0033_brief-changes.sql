CREATE TABLE "brief_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brief_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"actor_role" text NOT NULL,
	"actor_user_id" integer,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brief_changes_actor_check" CHECK ("brief_changes"."actor_role" in ('client', 'admin', 'system'))
);
--> statement-breakpoint
ALTER TABLE "brief_changes" ADD CONSTRAINT "brief_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_changes" ADD CONSTRAINT "brief_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brief_changes_project_idx" ON "brief_changes" USING btree ("project_id","created_at");