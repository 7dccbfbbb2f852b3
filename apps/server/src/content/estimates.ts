// Honest hours (ADR 027): each section's and each lesson step's estimated minutes from measured study
// time. Pure functions over study records (heartbeats, lesson_step events, completions); the CLI
// estimate-minutes.ts reads them from a database and writes the result into the content.
//
// Model:
// - A section's measured time for one learner is the sum of their heartbeat seconds on it (lesson,
//   practice, evaluation) — counted only for learners who completed all three parts, since a learner
//   half-way through would pull the figure down.
// - A step's measured time for one learner is the lesson heartbeat time between the previous
//   lesson_step record of that section and the step's own first record (the time spent reaching it).
// - The estimate is the median learner's time, shrunk toward the content's work model (work-model.ts)
//   when few learners finished: (n · median + K · prior) / (n + K) with K = PRIOR_WEIGHT learners. With
//   no learners it is the prior alone.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { SectionWork } from './work-model.js';

/** How many learners the prior counts as. */
export const PRIOR_WEIGHT = 3;

export interface StudyRecord {
  id: number;
  userId: number;
  sectionId: string;
  kind: 'heartbeat' | 'lesson_step';
  learningType: string | null;
  seconds: number;
  /** lesson_step: the step's key. */
  step?: string | undefined;
}

export interface Completion {
  userId: number;
  sectionId: string;
  learningType: string;
}

export interface Estimate {
  prior: number;
  learners: number;
  /** Median measured minutes (null without learners). */
  median: number | null;
  minutes: number;
}

export interface SectionEstimate extends Estimate {
  sectionId: string;
  steps: (Estimate & { key: string; title: string })[];
}

export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function shrink(prior: number, measured: readonly number[], weight = PRIOR_WEIGHT): Estimate {
  const m = median(measured);
  const minutes = m === null ? prior : (measured.length * m + weight * prior) / (measured.length + weight);
  return { prior, learners: measured.length, median: m, minutes };
}

/** Per-learner measured minutes of each section (finished learners only) and of each lesson step. */
export function measure(records: readonly StudyRecord[], completions: readonly Completion[]): { sections: Map<string, number[]>; steps: Map<string, number[]> } {
  const parts = new Map<string, Set<string>>();
  for (const c of completions) {
    const k = `${c.userId}|${c.sectionId}`;
    if (!parts.has(k)) parts.set(k, new Set());
    parts.get(k)!.add(c.learningType);
  }
  const finished = (userId: number, sectionId: string) => {
    const p = parts.get(`${userId}|${sectionId}`);
    return !!p && p.has('video') && p.has('practice') && p.has('evaluation');
  };
  const totals = new Map<string, number>();
  const sinceStep = new Map<string, number>();
  const seenStep = new Set<string>();
  const steps = new Map<string, number[]>();
  for (const r of [...records].sort((a, b) => a.userId - b.userId || a.id - b.id)) {
    const us = `${r.userId}|${r.sectionId}`;
    if (r.kind === 'heartbeat') {
      totals.set(us, (totals.get(us) ?? 0) + r.seconds);
      if (r.learningType === 'video') sinceStep.set(us, (sinceStep.get(us) ?? 0) + r.seconds);
    } else if (r.step) {
      const first = `${us}|${r.step}`;
      if (!seenStep.has(first)) {
        seenStep.add(first);
        const k = `${r.sectionId}|${r.step}`;
        if (!steps.has(k)) steps.set(k, []);
        steps.get(k)!.push((sinceStep.get(us) ?? 0) / 60);
      }
      sinceStep.set(us, 0);
    }
  }
  const sections = new Map<string, number[]>();
  for (const [us, seconds] of totals) {
    const [userId, sectionId] = us.split('|') as [string, string];
    if (!finished(Number(userId), sectionId)) continue;
    if (!sections.has(sectionId)) sections.set(sectionId, []);
    sections.get(sectionId)!.push(seconds / 60);
  }
  return { sections, steps };
}

export function estimateSections(
  sections: readonly { id: string; work: SectionWork }[],
  records: readonly StudyRecord[],
  completions: readonly Completion[],
): SectionEstimate[] {
  const measured = measure(records, completions);
  return sections.map(({ id, work }) => ({
    sectionId: id,
    ...shrink(work.total, measured.sections.get(id) ?? []),
    steps: work.lesson.steps.map((s) => ({ key: s.key, title: s.title, ...shrink(s.minutes, measured.steps.get(`${id}|${s.key}`) ?? []) })),
  }));
}

/** Section minutes as written in the course files: whole 5 minutes, at least 10. */
export const roundSection = (minutes: number) => Math.max(10, Math.round(minutes / 5) * 5);
/** Step minutes as written in content/estimates.json: whole minutes, at least 1. */
export const roundStep = (minutes: number) => Math.max(1, Math.round(minutes));

/**
 * The study records the estimator reads: heartbeats and lesson steps marked done (a skipped step was
 * not studied to its end, so its time counts toward the next step reached), and the completions.
 */
export async function readStudyRecords(db: Db): Promise<{ records: StudyRecord[]; completions: Completion[] }> {
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  const records = rows<{ id: number; user_id: number; section_id: string; kind: 'heartbeat' | 'lesson_step'; learning_type: string | null; duration_seconds: number; step: string | null }>(
    await db.execute(sql`select id, user_id, section_id, kind, learning_type, duration_seconds, payload->>'step' as step
      from learning_events where section_id is not null and (kind = 'heartbeat' or (kind = 'lesson_step' and payload->>'status' = 'done')) order by user_id, id`),
  ).map((r) => ({ id: Number(r.id), userId: Number(r.user_id), sectionId: r.section_id, kind: r.kind, learningType: r.learning_type, seconds: Number(r.duration_seconds), step: r.step ?? undefined }));
  const completions = rows<{ user_id: number; section_id: string; learning_type: string }>(
    await db.execute(sql`select user_id, section_id, learning_type from section_completions`),
  ).map((r) => ({ userId: Number(r.user_id), sectionId: r.section_id, learningType: r.learning_type }));
  return { records, completions };
}
