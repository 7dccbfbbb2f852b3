CREATE TABLE "class_section_plans" (
	"course_id" text NOT NULL,
	"section_id" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_section_plans_course_id_section_id_pk" PRIMARY KEY("course_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "current_section_id" text;--> statement-breakpoint
ALTER TABLE "class_section_plans" ADD CONSTRAINT "class_section_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_section_plans" ADD CONSTRAINT "class_section_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;