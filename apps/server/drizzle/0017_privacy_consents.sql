CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_item_ck" CHECK ("consents"."item" in ('privacy', 'ai_model', 'guardian'))
);
--> statement-breakpoint
CREATE TABLE "guardian_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"guardian_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_tokens" ADD CONSTRAINT "guardian_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_item_idx" ON "consents" USING btree ("user_id","item","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_tokens_hash_uq" ON "guardian_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_tokens_user_idx" ON "guardian_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guardian_status_ck" CHECK ("users"."guardian_status" is null or "users"."guardian_status" in ('pending', 'confirmed', 'refused'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_year_ck" CHECK ("users"."birth_year" is null or "users"."birth_year" between 1900 and 2100);