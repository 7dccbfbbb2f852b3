// Format of the course content in content/ (version 1). See content/README.md.
import { z } from 'zod';
import { AGE_LABELS, COURSE_CATEGORIES, DIFFICULTIES } from './constants.js';
import { conceptIdSchema } from './concepts.js';
import { structureRulesSchema } from './python/structure.js';

const id = z.string().regex(/^[a-z0-9-]+$/);
const sectionId = z.string().regex(/^[0-9]+$/);
const stdinLines = z.array(z.string());

export const catalogueCourseSchema = z
  .object({
    id,
    title: z.string().min(1),
    category: z.enum(COURSE_CATEGORIES),
    description: z.string().min(20),
    difficulty: z.enum(DIFFICULTIES),
    duration_hours: z.number().int().positive(),
    age_label: z.enum(AGE_LABELS),
    /** Bootstrap colour name of the age label badge. */
    label_color: z.enum(['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark']),
    section_ids: z.array(sectionId).min(1),
  })
  .strict();

export const catalogueSchema = z.object({ version: z.literal(1), courses: z.array(catalogueCourseSchema).length(8) }).strict();
export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

/** content/courses/{courseId}.json */
export const courseDetailSchema = z
  .object({
    id,
    /** Courses whose concepts a learner has before this one (transitively); see ADR 012. */
    prerequisites: z.array(id),
    goals: z.array(z.string().min(5)).length(4),
    sections: z
      .array(
        z
          .object({
            id: sectionId,
            /** Stable English key, e.g. 'variables' (spec section 3 for the python course). */
            key: z.string().regex(/^[a-z0-9_]+$/),
            title: z.string().min(1),
            description: z.string().min(10),
            /** Minutes a learner typically needs for the whole section. */
            estimated_minutes: z.number().int().positive(),
            /** Concepts this section teaches (the concept fence, ADR 012). */
            concepts: z.array(conceptIdSchema),
            /**
             * Concepts used here before they are taught, announced in the text as such ("다음에 배울 …").
             * The content fence check allows them in this section's code; the tutor's fence does not.
             */
            previews: z.array(conceptIdSchema).optional(),
            /**
             * Concepts an earlier section already uses in passing that this section explains in full (section 13
             * contrasts `=` and `==` and teaches comparison on numbers; section 9 compared lists first). Where
             * the tutor's fence reply sends a student who has not reached either.
             */
            explains: z.array(conceptIdSchema).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** content/sections/{sectionId}/practice.json */
export const practiceFileSchema = z
  .object({
    exercises: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            title: z.string().min(1),
            /** Markdown task text. */
            prompt: z.string().min(10),
            starter_code: z.string(),
            /** Values typed for input() calls, in order (may be empty). */
            example_inputs: stdinLines,
            hint: z.string().min(5),
            /**
             * A model solution (never sent to the browser): the tutor's top hint rung for this exercise
             * is a Parsons puzzle cut from it (its lines shuffled plus distractor lines of named
             * mistakes). content/parsons.test.ts runs it on example_inputs against the prompt's output.
             */
            solution: z.string().min(1).optional(),
            /** Mistakes (content/mistakes.json ids) whose line would also be right in this exercise: no distractor of them (`a >= b` in a max). */
            parsons_skip: z.array(z.string().min(1)).optional(),
          })
          .strict(),
      )
      .min(2),
  })
  .strict();
export type PracticeFile = z.infer<typeof practiceFileSchema>;

export const problemTestSchema = z.object({ inputs: stdinLines, expected_output: z.string() }).strict();

/** content/sections/{sectionId}/problems.json; tests and solutions never leave the server. */
export const problemsFileSchema = z
  .object({
    problems: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            title: z.string().min(1),
            /** Markdown question shown to the learner. */
            question: z.string().min(10),
            starter_code: z.string(),
            example_inputs: stdinLines,
            /** Output of the reference solution for example_inputs (shown to the learner). */
            expected_output: z.string(),
            hint: z.string().min(5),
            /**
             * Requirements about how it is solved, checked on the submission's syntax tree (python/structure.ts);
             * a statement that demands a "how" (HOW_PHRASES) must carry them.
             */
            requirements: structureRulesSchema.optional(),
            tests: z.array(problemTestSchema).min(2),
            reference_solution: z.string().min(1),
            wrong_solutions: z.array(z.object({ code: z.string().min(1), why: z.string().min(3) }).strict()).min(1),
          })
          .strict(),
      )
      .min(3),
  })
  .strict();
export type ProblemsFile = z.infer<typeof problemsFileSchema>;
export type ContentProblem = ProblemsFile['problems'][number];

/**
 * Loose normalisation for showing and describing text (a lesson's shown output, the tutor's
 * comparison notes): trimmed, line endings normalised, trailing spaces per line removed. Grading
 * never uses it: its rule is `outputsMatch` (python/grading.ts), which counts blank lines.
 */
export function normalizeOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .trim();
}
