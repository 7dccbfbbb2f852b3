CREATE TABLE "code_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"section_id" text,
	"item_id" text,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_drafts_kind_ck" CHECK ("code_drafts"."kind" in ('practice', 'problem', 'playground'))
);
--> statement-breakpoint
ALTER TABLE "code_drafts" ADD CONSTRAINT "code_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_drafts_user_item_uq" ON "code_drafts" USING btree ("user_id","item_key");--> statement-breakpoint
CREATE INDEX "code_drafts_user_updated_idx" ON "code_drafts" USING btree ("user_id","updated_at");