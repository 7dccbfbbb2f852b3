CREATE TABLE "code_executions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" text,
	"code" text NOT NULL,
	"input_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"success" boolean NOT NULL,
	"status" text NOT NULL,
	"output" text DEFAULT '' NOT NULL,
	"error" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_executions" ADD CONSTRAINT "code_executions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_executions_user_created_idx" ON "code_executions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "code_executions_user_section_idx" ON "code_executions" USING btree ("user_id","section_id");