CREATE TABLE "login_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_user_idx" ON "login_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_throttles_user_idx" ON "login_throttles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_ip_created_idx" ON "sessions" USING btree ("ip","created_at");