import { ADMIN_MSG, type CodeStats, type CodeStatus, type MemberType, type RegistrationCode, type RegistrationCodeDetailed } from '@dodam/contracts';
import type { Db } from '../db/client.js';
import { selectCourseById } from '../db/queries/classes.js';
import {
  expireCodesByIds,
  insertRegistrationCode,
  selectCodeExists,
  selectCodesForCourse,
  selectUsesForCodes,
  type CodeWithNames,
  type RegistrationCodeRow,
} from '../db/queries/registration-codes.js';
import { assertClassOpen } from './class-archive.js';
import { recordAudit, type Actor, type AdminDeps } from './admin-deps.js';
import { notFound, unprocessable } from '../lib/http-errors.js';
import { generateRegistrationCode } from '../lib/tokens.js';

export function codeStatus(row: Pick<RegistrationCodeRow, 'status' | 'expiresAt' | 'usedCount' | 'maxUses'>, now = Date.now()): CodeStatus {
  if (row.status === 'expired' || (row.expiresAt && row.expiresAt.getTime() <= now)) return 'expired';
  if (row.status === 'used' || row.usedCount >= row.maxUses) return 'used_up';
  return 'active';
}

export function presentCode(row: CodeWithNames): RegistrationCode {
  return {
    id: row.id,
    code: row.code,
    course_id: row.courseId,
    course_name: row.courseTitle,
    user_type: row.memberType as MemberType,
    max_uses: row.maxUses,
    used_count: row.usedCount,
    status: codeStatus(row),
    auto_approve: row.autoApprove,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    created_by: row.creatorName,
    created_at: row.createdAt.toISOString(),
  };
}

async function requireCourse(db: Db, courseId: string) {
  const course = await selectCourseById(db, courseId);
  if (!course) throw notFound('과정을 찾을 수 없습니다.');
  return course;
}

export async function listCodes(deps: AdminDeps, courseId: string): Promise<RegistrationCode[]> {
  await requireCourse(deps.db, courseId);
  return (await selectCodesForCourse(deps.db, courseId)).map(presentCode);
}

export async function listCodesDetailed(deps: AdminDeps, courseId: string): Promise<RegistrationCodeDetailed[]> {
  await requireCourse(deps.db, courseId);
  const rows = await selectCodesForCourse(deps.db, courseId);
  const uses = await selectUsesForCodes(deps.db, rows.map((r) => r.id));
  return rows.map((r) => ({
    ...presentCode(r),
    uses: uses.filter((u) => u.codeId === r.id).map((u) => ({ user_id: u.userId, username: u.username, used_at: u.usedAt.toISOString() })),
  }));
}

export async function codeStats(deps: AdminDeps, courseId: string): Promise<CodeStats> {
  const codes = await listCodes(deps, courseId);
  return {
    total: codes.length,
    active: codes.filter((c) => c.status === 'active').length,
    expired: codes.filter((c) => c.status === 'expired').length,
    used_up: codes.filter((c) => c.status === 'used_up').length,
    auto_approve: codes.filter((c) => c.auto_approve).length,
    total_uses: codes.reduce((sum, c) => sum + c.used_count, 0),
  };
}

export interface GenerateInput {
  count: number;
  user_type: MemberType;
  max_uses: number;
  expires_at?: string | null | undefined;
  auto_approve: boolean;
}

function parseExpiry(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare date means "valid through that day" (Korea time).
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59+09:00`) : new Date(value);
  if (date.getTime() <= Date.now()) throw unprocessable(ADMIN_MSG.codeExpiryPast, 'expires_at');
  return date;
}

async function uniqueCode(db: Db, taken: Set<string>): Promise<string> {
  for (;;) {
    const code = generateRegistrationCode();
    if (!taken.has(code) && !(await selectCodeExists(db, code))) {
      taken.add(code);
      return code;
    }
  }
}

async function insertCodes(db: Db, actor: Actor, courseId: string, input: GenerateInput, expiresAt: Date | null): Promise<number[]> {
  const taken = new Set<string>();
  const ids: number[] = [];
  for (let i = 0; i < input.count; i += 1) {
    const row = await insertRegistrationCode(db, {
      code: await uniqueCode(db, taken),
      courseId,
      memberType: input.user_type,
      maxUses: input.max_uses,
      expiresAt,
      autoApprove: input.auto_approve,
      createdBy: actor.id,
    });
    ids.push(row.id);
  }
  return ids;
}

export async function generateCodes(deps: AdminDeps, actor: Actor, courseId: string, input: GenerateInput): Promise<RegistrationCode[]> {
  assertClassOpen(await requireCourse(deps.db, courseId));
  const expiresAt = parseExpiry(input.expires_at);
  const ids = await deps.db.transaction(async (tx) => {
    const created = await insertCodes(tx, actor, courseId, input, expiresAt);
    await recordAudit(tx, actor, 'code.generate', { type: 'course', id: courseId }, { count: input.count, user_type: input.user_type, max_uses: input.max_uses, auto_approve: input.auto_approve });
    return created;
  });
  const all = await selectCodesForCourse(deps.db, courseId);
  return all.filter((c) => ids.includes(c.id)).map(presentCode);
}

async function codesOfCourse(db: Db, courseId: string, codes: string[]): Promise<CodeWithNames[]> {
  await requireCourse(db, courseId);
  const wanted = new Set(codes.map((c) => c.trim().toUpperCase()));
  const rows = await selectCodesForCourse(db, courseId, [...wanted]);
  if (rows.length !== wanted.size) throw notFound(ADMIN_MSG.codeNotInCourse);
  return rows;
}

export async function expireCodes(deps: AdminDeps, actor: Actor, courseId: string, codes: string[]): Promise<RegistrationCode[]> {
  const rows = await codesOfCourse(deps.db, courseId, codes);
  await deps.db.transaction(async (tx) => {
    await expireCodesByIds(tx, rows.map((r) => r.id));
    await recordAudit(tx, actor, 'code.expire', { type: 'course', id: courseId }, { codes: rows.map((r) => r.code) });
  });
  return (await selectCodesForCourse(deps.db, courseId, rows.map((r) => r.code))).map(presentCode);
}

/** Expire the given codes and issue one replacement each with the same settings. */
export async function reissueCodes(deps: AdminDeps, actor: Actor, courseId: string, codes: string[], expiresAtInput?: string | null): Promise<{ expired: number; codes: RegistrationCode[] }> {
  assertClassOpen(await requireCourse(deps.db, courseId));
  const rows = await codesOfCourse(deps.db, courseId, codes);
  const explicit = parseExpiry(expiresAtInput);
  const ids = await deps.db.transaction(async (tx) => {
    await expireCodesByIds(tx, rows.map((r) => r.id));
    const created: number[] = [];
    for (const old of rows) {
      const keep = old.expiresAt && old.expiresAt.getTime() > Date.now() ? old.expiresAt : null;
      const input: GenerateInput = { count: 1, user_type: old.memberType as MemberType, max_uses: old.maxUses, auto_approve: old.autoApprove && old.memberType !== 'teacher' };
      created.push(...(await insertCodes(tx, actor, courseId, input, explicit ?? keep)));
    }
    await recordAudit(tx, actor, 'code.reissue', { type: 'course', id: courseId }, { codes: rows.map((r) => r.code) });
    return created;
  });
  const all = await selectCodesForCourse(deps.db, courseId);
  return { expired: rows.length, codes: all.filter((c) => ids.includes(c.id)).map(presentCode) };
}
