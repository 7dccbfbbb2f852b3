// A class's plan for a period (issue 22): today's section (students open it from their dashboard),
// sections locked ahead (visible, not openable: the server refuses them with 403), and evaluation due
// dates (late submissions are accepted and marked 기한 후 제출).
import { z } from 'zod';
import { isCalendarDateTime } from './ids.js';

export const CLASS_PLAN_MSG = {
  sectionLocked: '선생님이 아직 열지 않은 섹션입니다. 선생님이 열어 주시면 학습할 수 있어요.',
  sectionNotInCourse: '이 반의 교육과정에 없는 섹션입니다.',
  currentLocked: '오늘의 학습으로 정한 섹션은 잠글 수 없습니다.',
  dueAt: '마감 일시를 올바르게 입력해 주세요. (예: 2026-11-27T18:00)',
  duplicateSection: '같은 섹션이 두 번 들어 있습니다.',
} as const;

/** How a late evaluation is marked on every teacher screen and in the CSV. */
export const LATE_SUBMISSION_LABEL = '기한 후 제출';

// Korea has had no daylight saving time since 1988: Seoul time is UTC+9.
const SEOUL_OFFSET = '+09:00';

/**
 * A due date-time: ISO 8601 with a zone, or a local date-time as a `datetime-local` input gives it
 * (read as Korea time); a bare date means the end of that day in Korea. Output: ISO (UTC).
 */
export const dueAtSchema = z
  .string({ error: CLASS_PLAN_MSG.dueAt })
  .trim()
  .refine(isCalendarDateTime, CLASS_PLAN_MSG.dueAt)
  .transform((s) => {
    const local = /^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T23:59:59` : s;
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(local) ? local : `${local.replace(' ', 'T')}${SEOUL_OFFSET}`;
    return new Date(zoned).toISOString();
  });

const sectionIdSchema = z.string().regex(/^[0-9]{1,6}$/, CLASS_PLAN_MSG.sectionNotInCourse);

export const classPlanSectionSchema = z.object({
  section_id: z.string(),
  title: z.string(),
  /** 0-based position in the curriculum. */
  order: z.number().int(),
  locked: z.boolean(),
  due_at: z.string().nullable(),
});
export type ClassPlanSection = z.infer<typeof classPlanSectionSchema>;

/** GET/PUT /teacher/courses/:id/plan. */
export const classPlanSchema = z.object({
  course_id: z.string(),
  course_name: z.string(),
  current_section_id: z.string().nullable(),
  sections: z.array(classPlanSectionSchema),
});
export type ClassPlan = z.infer<typeof classPlanSchema>;

export const classPlanUpdateSchema = z
  .object({
    current_section_id: sectionIdSchema.nullable(),
    /** Sections not listed are open and have no due date. */
    sections: z
      .array(z.object({ section_id: sectionIdSchema, locked: z.boolean().default(false), due_at: dueAtSchema.nullable().default(null) }).strict())
      .max(200),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const s of v.sections) {
      if (seen.has(s.section_id)) ctx.addIssue({ code: 'custom', path: ['sections'], message: CLASS_PLAN_MSG.duplicateSection });
      seen.add(s.section_id);
      if (s.locked && s.section_id === v.current_section_id) ctx.addIssue({ code: 'custom', path: ['sections'], message: CLASS_PLAN_MSG.currentLocked });
    }
  });
export type ClassPlanUpdateInput = z.input<typeof classPlanUpdateSchema>;
export type ClassPlanUpdate = z.output<typeof classPlanUpdateSchema>;

/** A student's "오늘의 학습": the section their teacher set for their class today. */
export const todaySectionSchema = z.object({
  /** The catalogue curriculum (the /learning/:contentId route). */
  content_id: z.string(),
  class_name: z.string(),
  /** The class's days and times, a school period named ("월 6교시 (13:40–14:30)"); '' when none. */
  schedule: z.string(),
  section_id: z.string(),
  section_title: z.string(),
  /** 0-based position in the curriculum. */
  order: z.number().int(),
  due_at: z.string().nullable(),
});
export type TodaySection = z.infer<typeof todaySectionSchema>;
