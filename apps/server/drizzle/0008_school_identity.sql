ALTER TABLE "users" ADD COLUMN "grade" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "class_number" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "student_number" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "student_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_identity_ck" CHECK (("users"."grade" is null or "users"."grade" between 1 and 12) and ("users"."class_number" is null or "users"."class_number" between 1 and 99) and ("users"."student_number" is null or "users"."student_number" between 1 and 99));