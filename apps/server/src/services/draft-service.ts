// Code drafts (issue 21): saved per user and editor item with an optimistic version check, read
// back by their owner, and by the student's teachers in the drill-down.
import { MSG, draftItemKey, type Draft, type DraftItem, type DraftSaveRequest, type TeacherDrafts } from '@dodam/contracts';
import type { ContentStore } from '../content/store.js';
import { saveDraftIfVersion, selectDraft, selectDraftsInSections, type CodeDraftRow } from '../db/queries/code-drafts.js';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/http-errors.js';
import { courseOfSection } from './learning-service.js';
import type { ScopeCourse } from './teacher/scope.js';

/** How many drafts the teacher's drill-down lists. */
export const TEACHER_DRAFTS_LIMIT = 20;

export function presentDraft(row: CodeDraftRow): Draft {
  return { kind: row.kind, section_id: row.sectionId, item_id: row.itemId, code: row.code, version: row.version, updated_at: row.updatedAt.toISOString() };
}

/** The item must exist: a practice exercise or problem of a known section, or the playground. */
function checkedItem(content: ContentStore, item: DraftItem): { key: string; sectionId: string | null; itemId: string | null } {
  if (item.kind === 'playground') return { key: draftItemKey(item), sectionId: null, itemId: null };
  const found = item.section_id ? courseOfSection(content, item.section_id) : null;
  const list = found ? (item.kind === 'practice' ? found.section.practice : found.section.problems) : [];
  if (!list.some((entry) => entry.id === item.item_id)) throw notFound(MSG.draftNotFound);
  return { key: draftItemKey(item), sectionId: item.section_id ?? null, itemId: item.item_id ?? null };
}

export async function readDraft(db: Db, content: ContentStore, userId: number, item: DraftItem): Promise<Draft | null> {
  const { key } = checkedItem(content, item);
  const row = await selectDraft(db, userId, key);
  return row ? presentDraft(row) : null;
}

export type SaveDraftResult = { saved: Draft } | { conflict: Draft };

export async function saveDraft(db: Db, content: ContentStore, userId: number, request: DraftSaveRequest): Promise<SaveDraftResult> {
  const { key, sectionId, itemId } = checkedItem(content, request);
  const saved = await saveDraftIfVersion(db, { userId, kind: request.kind, itemKey: key, sectionId, itemId, code: request.code }, request.base_version);
  if (saved) return { saved: presentDraft(saved) };
  const current = await selectDraft(db, userId, key);
  // No row although the base version was not 0: the client believed in a draft that is gone.
  if (!current) throw notFound(MSG.draftNotFound);
  return { conflict: presentDraft(current) };
}

/** A student's latest drafts in the courses the teacher sees (playground drafts are not course work). */
export async function teacherStudentDrafts(db: Db, content: ContentStore, courses: ScopeCourse[], studentId: number): Promise<TeacherDrafts> {
  const sectionIds = [...new Set(courses.flatMap((c) => c.sections.map((s) => s.id)))];
  const rows = await selectDraftsInSections(db, studentId, sectionIds, TEACHER_DRAFTS_LIMIT);
  return {
    drafts: rows.map((row) => {
      const section = row.sectionId ? courseOfSection(content, row.sectionId)?.section : undefined;
      const items: { id: string; title: string }[] = row.kind === 'practice' ? (section?.practice ?? []) : (section?.problems ?? []);
      return { ...presentDraft(row), section_title: section?.title ?? null, item_title: items.find((i) => i.id === row.itemId)?.title ?? null };
    }),
  };
}
