-- Existing teacher codes stop approving by themselves (issue 22) before the rule is enforced.
UPDATE "registration_codes" SET "auto_approve" = false WHERE "member_type" = 'teacher';--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_teacher_manual_ck" CHECK ("registration_codes"."member_type" = 'student' or not "registration_codes"."auto_approve");