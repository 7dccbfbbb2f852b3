CREATE TABLE "tutor_hint_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"rung" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_hint_events" ADD CONSTRAINT "tutor_hint_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_hint_events_scope_user_idx" ON "tutor_hint_events" USING btree ("scope","user_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_hint_events_user_idx" ON "tutor_hint_events" USING btree ("user_id","created_at");