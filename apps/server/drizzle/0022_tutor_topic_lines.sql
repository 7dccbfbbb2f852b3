CREATE TABLE "tutor_revealed_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"problem_id" text NOT NULL,
	"line" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_states" ADD COLUMN "last_topic" text;--> statement-breakpoint
ALTER TABLE "tutor_revealed_lines" ADD CONSTRAINT "tutor_revealed_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_revealed_lines_user_problem_line_uq" ON "tutor_revealed_lines" USING btree ("user_id","problem_id","line");