CREATE TABLE "tutor_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"rung" integer DEFAULT 0 NOT NULL,
	"last_intent" text,
	"last_question" text,
	"last_run" jsonb,
	"revealed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_states" ADD CONSTRAINT "tutor_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_states_user_scope_uq" ON "tutor_states" USING btree ("user_id","scope");