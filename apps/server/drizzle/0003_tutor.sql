CREATE TABLE "tutor_budgets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"section_id" text,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	"outcome" text NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_usage_kind_ck" CHECK ("tutor_usage"."kind" in ('chat', 'submit', 'evaluate')),
	CONSTRAINT "tutor_usage_provider_ck" CHECK ("tutor_usage"."provider" in ('offline', 'openai')),
	CONSTRAINT "tutor_usage_outcome_ck" CHECK ("tutor_usage"."outcome" in ('ok', 'fallback', 'guarded', 'aborted'))
);
--> statement-breakpoint
ALTER TABLE "tutor_budgets" ADD CONSTRAINT "tutor_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_conversations" ADD CONSTRAINT "tutor_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_usage" ADD CONSTRAINT "tutor_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_conversations_user_section_uq" ON "tutor_conversations" USING btree ("user_id","section_id");--> statement-breakpoint
CREATE INDEX "tutor_conversations_user_updated_idx" ON "tutor_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "tutor_usage_user_created_idx" ON "tutor_usage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_usage_created_idx" ON "tutor_usage" USING btree ("created_at");