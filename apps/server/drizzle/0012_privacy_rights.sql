CREATE TABLE "access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"reader_id" integer,
	"reader_name" text NOT NULL,
	"reader_role" text NOT NULL,
	"what" text NOT NULL,
	"course_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_log_reader_role_ck" CHECK ("access_log"."reader_role" in ('teacher', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "anonymous_learning_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" text,
	"month" text NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	"correct_submissions" integer DEFAULT 0 NOT NULL,
	"code_runs" integer DEFAULT 0 NOT NULL,
	"study_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text DEFAULT 'deletion' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	CONSTRAINT "privacy_requests_kind_ck" CHECK ("privacy_requests"."kind" in ('deletion')),
	CONSTRAINT "privacy_requests_status_ck" CHECK ("privacy_requests"."status" in ('pending', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "processing_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_student_created_idx" ON "access_log" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "anonymous_learning_figures_course_idx" ON "anonymous_learning_figures" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_user_pending_uq" ON "privacy_requests" USING btree ("user_id","kind") WHERE "privacy_requests"."status" = 'pending';