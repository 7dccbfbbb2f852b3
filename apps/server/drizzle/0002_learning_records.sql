CREATE TABLE "evaluation_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"current_problem" integer DEFAULT 0 NOT NULL,
	"correct_count" integer,
	"total_count" integer,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "evaluation_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" text NOT NULL,
	"problem_id" text NOT NULL,
	"code" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"passed" integer NOT NULL,
	"total" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" text,
	"section_id" text,
	"kind" text NOT NULL,
	"learning_type" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_events_kind_ck" CHECK ("learning_events"."kind" in ('section_start', 'heartbeat', 'video_progress', 'practice_run', 'evaluation_attempt', 'evaluation_complete', 'completion', 'completion_undone'))
);
--> statement-breakpoint
CREATE TABLE "section_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"section_id" text NOT NULL,
	"learning_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_completions_type_ck" CHECK ("section_completions"."learning_type" in ('video', 'practice', 'evaluation'))
);
--> statement-breakpoint
CREATE TABLE "section_videos" (
	"section_id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_attempts" ADD CONSTRAINT "evaluation_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_submissions" ADD CONSTRAINT "evaluation_submissions_attempt_id_evaluation_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."evaluation_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_submissions" ADD CONSTRAINT "evaluation_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_completions" ADD CONSTRAINT "section_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_completions" ADD CONSTRAINT "section_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_videos" ADD CONSTRAINT "section_videos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_attempts_user_section_attempt_uq" ON "evaluation_attempts" USING btree ("user_id","section_id","attempt");--> statement-breakpoint
CREATE INDEX "evaluation_submissions_attempt_idx" ON "evaluation_submissions" USING btree ("attempt_id","problem_id");--> statement-breakpoint
CREATE INDEX "evaluation_submissions_user_idx" ON "evaluation_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_events_user_created_idx" ON "learning_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_events_course_created_idx" ON "learning_events" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_events_user_section_idx" ON "learning_events" USING btree ("user_id","section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "section_completions_user_section_type_uq" ON "section_completions" USING btree ("user_id","section_id","learning_type");--> statement-breakpoint
CREATE INDEX "section_completions_course_idx" ON "section_completions" USING btree ("course_id","user_id");