CREATE TABLE "tutor_revealed" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" text,
	"problem_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_usage" ADD COLUMN "guard_reason" text;--> statement-breakpoint
ALTER TABLE "tutor_usage" ADD COLUMN "guard_problem_id" text;--> statement-breakpoint
ALTER TABLE "tutor_revealed" ADD CONSTRAINT "tutor_revealed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_revealed_user_created_idx" ON "tutor_revealed" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "tutor_usage" ADD CONSTRAINT "tutor_usage_guard_reason_ck" CHECK ("tutor_usage"."guard_reason" is null or "tutor_usage"."guard_reason" in ('solution', 'prompt'));