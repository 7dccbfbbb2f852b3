import { z } from 'zod';
import { LEARNING_TYPES } from './constants.js';
import { structureRuleSchema } from './python/structure.js';

export const learningTypeSchema = z.enum(LEARNING_TYPES);
const sectionIdSchema = z.string().regex(/^[0-9]{1,6}$/, '섹션 번호가 올바르지 않습니다.');
const courseIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, '과정 ID가 올바르지 않습니다.');

export const sectionSummarySchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  estimated_minutes: z.number().int(),
  course_id: z.string(),
  course_title: z.string(),
  /** 0-based position in the course curriculum. */
  order: z.number().int(),
  has_video: z.boolean(),
  /** For a student in a class: the teacher locked this section ahead (visible, not openable). */
  locked: z.boolean().optional(),
  /** For a student in a class: the evaluation's due date-time (ISO), null when none. */
  due_at: z.string().nullable().optional(),
});
export type SectionSummary = z.infer<typeof sectionSummarySchema>;

export const sectionsQuerySchema = z.object({ course_id: courseIdSchema.optional() });
export const sectionsResponseSchema = z.object({ sections: z.array(sectionSummarySchema) });

export const sectionProgressSchema = z.object({
  section_id: z.string(),
  completed_types: z.array(learningTypeSchema),
  /** All three learning types done. */
  completed: z.boolean(),
  study_seconds: z.number().int(),
  /** Best evaluation score of the section in percent, null before any completed attempt. */
  best_score: z.number().nullable(),
});
export type SectionProgress = z.infer<typeof sectionProgressSchema>;

export const courseProgressSchema = z.object({
  course_id: z.string(),
  total_sections: z.number().int(),
  completed_sections: z.number().int(),
  /** Completed learning types over all learning types of the course, in percent (0-100). */
  percent: z.number(),
  sections: z.array(sectionProgressSchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const contentCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  difficulty: z.string(),
  duration_hours: z.number().int(),
  age_label: z.string(),
  label_color: z.string(),
  goals: z.array(z.string()),
  sections: z.array(sectionSummarySchema),
  progress: courseProgressSchema,
  /** Whether the signed-in user is enrolled (approved) in this course. */
  enrolled: z.boolean(),
  /** Today's section set by the student's teacher for this curriculum, if any. */
  current_section_id: z.string().nullable().optional(),
});
export type ContentCourse = z.infer<typeof contentCourseSchema>;
export const contentListResponseSchema = z.object({ courses: z.array(contentCourseSchema) });

export const courseIdParamSchema = z.object({ courseId: courseIdSchema });
export const sectionParamSchema = z.object({ section: sectionIdSchema });
export const sectionQuerySchema = z.object({ section: sectionIdSchema });

export const tocEntrySchema = z.object({ level: z.number().int(), title: z.string() });
export const sectionGuideSchema = z.object({
  section_id: z.string(),
  title: z.string(),
  guide: z.string(),
  summary: z.string(),
  toc: z.array(tocEntrySchema),
});
export type SectionGuide = z.infer<typeof sectionGuideSchema>;

export const startSectionRequestSchema = z.object({ section: sectionIdSchema, learning_type: learningTypeSchema.optional() }).strict();
export const startSectionResponseSchema = z.object({ status: z.literal('success'), section: sectionSummarySchema, progress: sectionProgressSchema });

export const completionRequestSchema = z
  .object({ section_id: sectionIdSchema, learning_type: learningTypeSchema, completed: z.boolean() })
  .strict();

export const courseProgressQuerySchema = z.object({ course_id: courseIdSchema });

/** Learning records sent by the browser (study-time heartbeats, video progress). */
export const learningEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heartbeat'), section_id: sectionIdSchema, learning_type: learningTypeSchema, seconds: z.number().int().min(1).max(120) }).strict(),
  z
    .object({
      kind: z.literal('video_progress'),
      section_id: sectionIdSchema,
      position_seconds: z.number().min(0).max(86_400),
      duration_seconds: z.number().min(0).max(86_400),
    })
    .strict(),
  /** A practice run in the browser (Pyodide): the server never sees these runs otherwise. */
  z
    .object({
      kind: z.literal('practice_run'),
      section_id: sectionIdSchema,
      exercise_id: z.string().regex(/^[a-z0-9-]{1,64}$/).optional(),
      success: z.boolean(),
      /** The run finished without an error on code the student wrote (not the untouched starter): the exercise counts as solved. */
      solved: z.boolean().optional(),
      /** The student pressed Stop: its own kind of run ('실행 중지'), neither a success nor an error. */
      stopped: z.boolean().optional(),
      /** Python exception class of a failed run ('NameError'), for teachers' early warning. */
      error_type: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,59}$/).optional(),
    })
    .strict(),
  /** A lesson step finished (its checks passed, or it had none) or skipped. */
  z
    .object({
      kind: z.literal('lesson_step'),
      section_id: sectionIdSchema,
      /** The step's key (splitLessonSteps), e.g. 'st-1a2b3c4d'. */
      step: z.string().regex(/^st-[0-9a-f]{8}$/, '단계 이름이 올바르지 않습니다.'),
      status: z.enum(['done', 'skipped']),
    })
    .strict(),
  /** A choice in a '예측해 보기' question; the server looks up whether it was right and which mistake it shows. */
  z
    .object({
      kind: z.literal('predict_answer'),
      section_id: sectionIdSchema,
      question: z.string().regex(/^pq-[0-9a-f]{8}$/, '문제 이름이 올바르지 않습니다.'),
      choice: z.number().int().min(0).max(5),
    })
    .strict(),
]);
export type LearningEvent = z.infer<typeof learningEventSchema>;

/** Where a student is inside a section's lesson (GET /learning/lesson-steps). */
export const lessonStepsResponseSchema = z.object({
  section_id: z.string(),
  /** Latest state per step key; a step done once stays done even if skipped later. */
  steps: z.array(z.object({ step: z.string(), status: z.enum(['done', 'skipped']) })),
});
export type LessonStepsResponse = z.infer<typeof lessonStepsResponseSchema>;
export const learningEventsRequestSchema = z.object({ events: z.array(learningEventSchema).min(1).max(50) }).strict();
export const learningEventsResponseSchema = z.object({ accepted: z.number().int() });

export const practiceExercisePublicSchema = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string(),
  starter_code: z.string(),
  example_inputs: z.array(z.string()),
  hint: z.string(),
});
export const practiceResponseSchema = z.object({ section_id: z.string(), exercises: z.array(practiceExercisePublicSchema) });
export type PracticeExercise = z.infer<typeof practiceExercisePublicSchema>;

/** An evaluation problem as the browser sees it: no hidden tests, no solutions. */
export const publicProblemSchema = z.object({
  id: z.string(),
  title: z.string(),
  question: z.string(),
  /** Expected output for the example inputs. */
  answer: z.string(),
  hint: z.string(),
  starter_code: z.string(),
  example_inputs: z.array(z.string()),
  test_count: z.number().int(),
  /** Requirements about how it is solved, checked by the grader on the syntax tree (python/structure.ts). */
  requirements: z.array(structureRuleSchema).optional(),
});
export type PublicProblem = z.infer<typeof publicProblemSchema>;
export const problemsResponseSchema = z.object({ section_id: z.string(), problems: z.array(publicProblemSchema) });
