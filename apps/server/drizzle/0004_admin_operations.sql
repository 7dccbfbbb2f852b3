CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer,
	"approval_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_status_ck";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "content_id" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "duration" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "registration_codes" ADD COLUMN "auto_approve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_code_uses" ADD CONSTRAINT "registration_code_uses_code_id_registration_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."registration_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_code_uses" ADD CONSTRAINT "registration_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "registration_code_uses_code_idx" ON "registration_code_uses" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "courses_content_idx" ON "courses" USING btree ("content_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_class_content_ck" CHECK ("courses"."source" = 'catalogue' or "courses"."content_id" is not null);--> statement-breakpoint
-- 'disabled' is renamed 'suspended' (the admin screens' word); existing rows follow.
UPDATE "users" SET "status" = 'suspended' WHERE "status" = 'disabled';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_ck" CHECK ("users"."status" in ('active', 'suspended'));