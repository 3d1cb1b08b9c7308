CREATE TABLE "project_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_messages_author_check" CHECK ("project_messages"."author" in ('client', 'studio')),
	CONSTRAINT "project_messages_internal_check" CHECK (not "project_messages"."internal" or "project_messages"."author" = 'studio')
);
--> statement-breakpoint
CREATE TABLE "project_thread_reads" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_thread_reads_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_threads" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"client_user_id" integer NOT NULL,
	"client_waiting_since" timestamp with time zone,
	"client_mail_due_at" timestamp with time zone,
	"studio_mail_due_at" timestamp with time zone,
	"client_mailed_through" integer DEFAULT 0 NOT NULL,
	"studio_mailed_through" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_thread_reads" ADD CONSTRAINT "project_thread_reads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_thread_reads" ADD CONSTRAINT "project_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_threads" ADD CONSTRAINT "project_threads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_threads" ADD CONSTRAINT "project_threads_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_messages_project_idx" ON "project_messages" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_thread_reads_user_idx" ON "project_thread_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_threads_client_idx" ON "project_threads" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "project_threads_waiting_idx" ON "project_threads" USING btree ("client_waiting_since") WHERE "project_threads"."client_waiting_since" is not null;