// The printable per-student report (issue 22): the evidence a teacher files for 수행평가 — progress,
// the score of every section (with 기한 후 제출), study time and recent activity, one page per student.
import { z } from 'zod';
import { dbIdSchema } from './ids.js';
import { personIdentitySchema } from './identity.js';

export const reportSectionSchema = z.object({
  section_id: z.string(),
  title: z.string(),
  /** Learning types done (of 3). */
  completed_types: z.number().int(),
  best_score: z.number().nullable(),
  due_at: z.string().nullable(),
  late: z.boolean(),
});

export const studentReportSchema = z.object({
  student: z.object({ id: z.number().int(), ...personIdentitySchema.shape }),
  progress_percentage: z.number(),
  completed_sections: z.number().int(),
  total_sections: z.number().int(),
  /** Seconds. */
  total_study_time: z.number().int(),
  average_score: z.number().nullable(),
  last_activity: z.string().nullable(),
  sections: z.array(reportSectionSchema),
  /** The latest learning records (newest first, at most 10), already in Korean. */
  recent: z.array(z.object({ at: z.string(), text: z.string() })),
});
export type StudentReport = z.infer<typeof studentReportSchema>;

export const classReportSchema = z.object({
  course_id: z.string(),
  course_name: z.string(),
  generated_at: z.string(),
  reports: z.array(studentReportSchema),
});
export type ClassReport = z.infer<typeof classReportSchema>;

/** ?student_id= narrows the class report to one student. */
export const classReportQuerySchema = z.object({ student_id: dbIdSchema('학생 번호가 올바르지 않습니다.').optional() });
