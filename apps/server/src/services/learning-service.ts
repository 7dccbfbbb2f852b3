import type { CourseProgress, LearningType, SectionProgress, learningEventsRequestSchema } from '@dodam/contracts';
import { LEARNING_TYPES, capHeartbeats, coursePercent, videoMarksDone } from '@dodam/contracts';
import type { z } from 'zod';
import { lessonIndex } from '../content/lesson-index.js';
import type { ContentCourseData, ContentSection, ContentStore } from '../content/store.js';
import type { Db } from '../db/client.js';
import {
  deleteCompletion,
  insertCompletion,
  insertLearningEvents,
  selectBestScores,
  selectCompletions,
  selectLessonStepEvents,
  selectStudySeconds,
  type NewLearningEvent,
} from '../db/queries/learning.js';
import { selectLastHeartbeatAt } from '../db/queries/student.js';
import { notFound } from '../lib/http-errors.js';
import type { ServiceDeps } from './deps.js';

/** Progress of one user over a list of sections, from completions, heartbeats and evaluation attempts. */
export async function sectionProgressFor(db: Db, userId: number, sectionIds: string[]): Promise<SectionProgress[]> {
  const [completions, seconds, scores] = await Promise.all([
    selectCompletions(db, userId, sectionIds),
    selectStudySeconds(db, userId, sectionIds),
    selectBestScores(db, userId, sectionIds),
  ]);
  return sectionIds.map((id) => {
    const done = new Set(completions.filter((c) => c.sectionId === id).map((c) => c.learningType));
    const completedTypes: LearningType[] = LEARNING_TYPES.filter((t) => done.has(t));
    return {
      section_id: id,
      completed_types: completedTypes,
      completed: completedTypes.length === LEARNING_TYPES.length,
      study_seconds: seconds.get(id) ?? 0,
      best_score: scores.get(id) ?? null,
    };
  });
}

export async function courseProgressFor(db: Db, userId: number, course: ContentCourseData): Promise<CourseProgress> {
  const sections = await sectionProgressFor(db, userId, course.sections.map((s) => s.id));
  return {
    course_id: course.id,
    total_sections: course.sections.length,
    completed_sections: sections.filter((s) => s.completed).length,
    percent: coursePercent(sections, course.sections.length),
    sections,
  };
}

export function courseOfSection(content: ContentStore, sectionId: string): { section: ContentSection; course: ContentCourseData } | undefined {
  const section = content.section(sectionId);
  const course = section ? content.course(section.courseId) : undefined;
  return section && course ? { section, course } : undefined;
}

const SECTION_NOT_FOUND = '섹션을 찾을 수 없습니다.';

/** The section and its course, or 404 (unknown ids never reach a handler's logic). */
export function sectionOrNotFound(content: ContentStore, sectionId: string): { section: ContentSection; course: ContentCourseData } {
  const found = courseOfSection(content, sectionId);
  if (!found) throw notFound(SECTION_NOT_FOUND);
  return found;
}

type Found = { section: ContentSection; course: ContentCourseData };

/** Record that the user opened a section; returns their progress there. */
export async function startSection({ db }: Pick<ServiceDeps, 'db'>, userId: number, { section, course }: Found, learningType: LearningType | null): Promise<SectionProgress> {
  await insertLearningEvents(db, [{ userId, courseId: course.id, sectionId: section.id, kind: 'section_start', learningType }]);
  const [progress] = await sectionProgressFor(db, userId, [section.id]);
  return progress!;
}

/** Mark or clear one learning type as done; the completion and its event change together. */
export async function setCompletion(
  { db, now }: Pick<ServiceDeps, 'db' | 'now'>,
  userId: number,
  { section, course }: Found,
  learningType: LearningType,
  completed: boolean,
): Promise<SectionProgress> {
  const at = now();
  await db.transaction(async (tx) => {
    const changed = completed
      ? await insertCompletion(tx, { userId, courseId: course.id, sectionId: section.id, learningType, completedAt: at })
      : await deleteCompletion(tx, userId, section.id, learningType);
    if (changed) {
      await insertLearningEvents(tx, [{ userId, courseId: course.id, sectionId: section.id, kind: completed ? 'completion' : 'completion_undone', learningType, createdAt: at }]);
    }
  });
  const [progress] = await sectionProgressFor(db, userId, [section.id]);
  return progress!;
}

/**
 * Store study-time heartbeats, video positions and browser practice runs; unknown sections are dropped.
 * Heartbeats are capped by the time that really passed since the user's previous heartbeat (ADR 013):
 * two open tabs or a replayed request cannot add more study time than the wall clock allows.
 */
/** The caller's step states inside a section's lesson: latest per step, and 'done' outranks 'skipped'. */
export async function lessonStepsFor(db: Db, userId: number, found: { section: ContentSection }): Promise<{ section_id: string; steps: { step: string; status: 'done' | 'skipped' }[] }> {
  const rows = await selectLessonStepEvents(db, userId, found.section.id);
  const keys = lessonIndex(found.section).stepKeys;
  const states = new Map<string, 'done' | 'skipped'>();
  for (const row of rows) {
    const step = typeof row.step === 'string' ? row.step : '';
    if (!keys.has(step)) continue;
    if (row.status === 'done' || !states.has(step)) states.set(step, row.status === 'done' ? 'done' : 'skipped');
  }
  return { section_id: found.section.id, steps: [...states].map(([step, status]) => ({ step, status })) };
}

export async function recordLearningEvents(
  { db, content, now: clock }: Pick<ServiceDeps, 'db' | 'content' | 'now'>,
  userId: number,
  events: z.output<typeof learningEventsRequestSchema>['events'],
  now = clock(),
): Promise<number> {
  const claims = events.flatMap((e) => (e.kind === 'heartbeat' && courseOfSection(content, e.section_id) ? [e.seconds] : []));
  const last = claims.length ? await selectLastHeartbeatAt(db, userId) : null;
  const accepted = capHeartbeats(claims, last ? (now.getTime() - last.getTime()) / 1000 : null);
  let beat = 0;
  const done: { userId: number; courseId: string; sectionId: string; learningType: LearningType }[] = [];
  const rows = events.flatMap((event): NewLearningEvent[] => {
    const found = courseOfSection(content, event.section_id);
    if (!found) return [];
    const base = { userId, courseId: found.course.id, sectionId: found.section.id };
    switch (event.kind) {
      case 'heartbeat': {
        const seconds = accepted[beat++] ?? 0;
        return seconds > 0 ? [{ ...base, kind: 'heartbeat', learningType: event.learning_type, durationSeconds: seconds, createdAt: now }] : [];
      }
      case 'video_progress':
        if (videoMarksDone(event.position_seconds, event.duration_seconds)) done.push({ ...base, learningType: 'video' });
        return [{ ...base, kind: 'video_progress', learningType: 'video', payload: { position: event.position_seconds, duration: event.duration_seconds } }];
      case 'practice_run': {
        // A stop the student asked for is its own kind of run: status 'stopped', not a success, not an error.
        const stopped = event.stopped === true;
        if (!stopped && event.success && event.solved && event.exercise_id && found.section.practice.some((e) => e.id === event.exercise_id)) done.push({ ...base, learningType: 'practice' });
        const payload = stopped
          ? { success: false, status: 'stopped', exercise_id: event.exercise_id ?? null, error_type: null, where: 'browser' }
          : { success: event.success, status: event.success ? 'ok' : 'error', exercise_id: event.exercise_id ?? null, error_type: event.error_type ?? null, where: 'browser' };
        return [{ ...base, kind: 'practice_run', learningType: 'practice', payload }];
      }
      case 'lesson_step':
        // Keys of steps the lesson does not have (an old tab after a content change) are dropped.
        return lessonIndex(found.section).stepKeys.has(event.step) ? [{ ...base, kind: 'lesson_step', learningType: 'video', payload: { step: event.step, status: event.status } }] : [];
      case 'predict_answer': {
        // Right or wrong, and which mistake a wrong choice shows, come from the content, not the browser.
        const question = lessonIndex(found.section).predicts.get(event.question);
        if (!question || event.choice >= question.choices.length) return [];
        const correct = event.choice === question.answer;
        const misconception = question.misconceptions[event.choice]?.name ?? null;
        return [{ ...base, kind: 'predict_answer', learningType: 'video', payload: { question: event.question, choice: event.choice, correct, misconception } }];
      }
    }
  });
  await db.transaction(async (tx) => {
    await insertLearningEvents(tx, rows.map((row) => ({ ...row, createdAt: now })));
    // Progress from work (ADR 021): the video watched to 90 % or an exercise solved marks that type done.
    for (const completion of done) {
      if (await insertCompletion(tx, { ...completion, completedAt: now })) await insertLearningEvents(tx, [{ ...completion, kind: 'completion', payload: { by: 'work' }, createdAt: now }]);
    }
  });
  return rows.length;
}

/** The course, or 404. */
export function courseOrNotFound(content: ContentStore, courseId: string): ContentCourseData {
  const course = content.course(courseId);
  if (!course) throw notFound('콘텐츠를 찾을 수 없습니다');
  return course;
}
