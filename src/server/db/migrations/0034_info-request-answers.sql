ALTER TABLE "info_requests" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "info_requests" ADD COLUMN "answer_upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "info_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "info_requests" ADD CONSTRAINT "info_requests_answer_check" CHECK (("info_requests"."answer" is null) = ("info_requests"."answered_at" is null));