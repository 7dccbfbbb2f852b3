import { z } from 'zod';
import { MAX_DB_ID } from './ids.js';
import { CODE_MAX_LENGTH } from './code.js';

/**
 * Code drafts (issue 21): what a student typed in an editor, saved on the server as they type and
 * restored on any device. One draft per user and item; `version` grows by one per save so a write
 * based on an older version is refused (409) instead of overwriting newer work from another tab.
 */
export const DRAFT_KINDS = ['practice', 'problem', 'playground'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** Drafts are saved this long after the last keystroke (several keystrokes make one save). */
export const DRAFT_SAVE_DEBOUNCE_MS = 1000;
/** Largest accepted request body of a draft save (20,000 characters of Korean in UTF-8, escaped). */
export const DRAFT_BODY_LIMIT_BYTES = 128 * 1024;

const sectionId = z.string().trim().min(1).max(64);

function checkItem(item: { kind: DraftKind; section_id?: string; item_id?: string }, ctx: z.RefinementCtx): void {
  const needsSection = item.kind !== 'playground';
  if (needsSection && (!item.section_id || !item.item_id)) ctx.addIssue({ code: 'custom', message: '섹션과 문제를 지정해 주세요.', path: ['item_id'] });
  if (!needsSection && (item.section_id || item.item_id)) ctx.addIssue({ code: 'custom', message: '연습장 코드에는 섹션이 없습니다.', path: ['section_id'] });
}
const itemId = z.string().trim().min(1).max(64);

/** Which editor: a practice exercise or evaluation problem of a section, or the playground (no section). */
export const draftItemSchema = z
  .object({
    kind: z.enum(DRAFT_KINDS),
    section_id: sectionId.optional(),
    /** The exercise or problem id (practice/problem only). */
    item_id: itemId.optional(),
  })
  .strict()
  .superRefine(checkItem);
export type DraftItem = z.infer<typeof draftItemSchema>;

export const draftSaveRequestSchema = z
  .object({
    kind: z.enum(DRAFT_KINDS),
    section_id: sectionId.optional(),
    item_id: itemId.optional(),
    code: z.string().max(CODE_MAX_LENGTH, '코드는 20,000자 이하여야 합니다.'),
    /** The version this code was based on (0: no draft yet). */
    base_version: z.number().int().min(0).max(MAX_DB_ID),
  })
  .strict()
  .superRefine(checkItem);
export type DraftSaveRequest = z.infer<typeof draftSaveRequestSchema>;

export const draftSchema = z.object({
  kind: z.enum(DRAFT_KINDS),
  section_id: z.string().nullable(),
  item_id: z.string().nullable(),
  code: z.string(),
  version: z.number().int().min(1),
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

/** GET /drafts: the caller's draft of one item, or null when there is none yet. */
export const draftResponseSchema = z.object({ draft: draftSchema.nullable() });
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/** Body of the 409 of a save based on an older version: the newer draft the server holds. */
export const draftConflictSchema = z.object({ detail: z.string(), draft: draftSchema });

/** A student's latest drafts in the teacher drill-down (newest first). */
export const teacherDraftsSchema = z.object({
  drafts: z.array(draftSchema.extend({ section_title: z.string().nullable(), item_title: z.string().nullable() })),
});
export type TeacherDrafts = z.infer<typeof teacherDraftsSchema>;

/** The string a draft is stored under (unique per user). */
export function draftItemKey(item: { kind: DraftKind; section_id?: string | null; item_id?: string | null }): string {
  return item.kind === 'playground' ? 'playground' : `${item.kind}:${item.section_id ?? ''}:${item.item_id ?? ''}`;
}

/** Header carrying a client-chosen key that makes a state-changing request safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a stored response is replayed for its key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
