// School settings an admin sets once (issue 22): who to ask — shown on the pending and rejected
// screens — stored in site_settings under 'admin_contact', and the school's 교시 timetable under
// 'school_timetable'. loadSiteSetting/saveSiteSetting are the one way any service reads and writes
// a site_settings row (retention and the privacy officer use them too).
import { adminContactSchema, scheduleText, schoolTimetableSchema, type AuditAction, type SchoolPeriod, type SchoolTimetable } from '@dodam/contracts';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { siteSettings } from '../db/schema.js';
import { recordAudit, type Actor } from './admin-deps.js';

const CONTACT_KEY = 'admin_contact';
const TIMETABLE_KEY = 'school_timetable';

/** A site setting parsed by its schema; null when unset or no longer valid. */
export async function loadSiteSetting<S extends z.ZodType>(db: Db, key: string, schema: S): Promise<z.infer<S> | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * Writes a site setting and, when an admin changed it, its audit entry in one transaction (the
 * server's own records, such as the last retention run, pass no actor and leave no entry).
 */
export async function saveSiteSetting(db: Db, actor: Actor | null, key: string, value: Record<string, unknown>, action?: AuditAction, details: Record<string, unknown> = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const updatedBy = actor?.id ?? null;
    await tx
      .insert(siteSettings)
      .values({ key, value, updatedAt: now, updatedBy })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now, updatedBy } });
    if (actor && action) await recordAudit(tx, actor, action, { type: 'setting', id: key }, details);
  });
}

export async function loadAdminContact(db: Db): Promise<string | null> {
  return (await loadSiteSetting(db, CONTACT_KEY, adminContactSchema))?.contact || null;
}

export async function saveAdminContact(db: Db, actor: Actor, contact: string): Promise<string | null> {
  await saveSiteSetting(db, actor, CONTACT_KEY, { contact }, 'settings.contact', { contact });
  return contact || null;
}

/** The school's periods in order (none until the admin sets them). */
export async function loadTimetable(db: Db): Promise<SchoolPeriod[]> {
  return (await loadSiteSetting(db, TIMETABLE_KEY, schoolTimetableSchema))?.periods ?? [];
}

export async function saveTimetable(db: Db, actor: Actor, timetable: SchoolTimetable): Promise<SchoolTimetable> {
  const periods = timetable.periods.map((p) => ({ start: p.start, end: p.end }));
  await saveSiteSetting(db, actor, TIMETABLE_KEY, { periods }, 'settings.timetable', { periods: periods.map((p, i) => `${i + 1}교시 ${p.start}–${p.end}`) });
  return { periods };
}

/** A class's stored schedule (courses.schedule) as shown to students and teachers, '' when none. */
export function classScheduleText(raw: unknown, periods: readonly SchoolPeriod[]): string {
  const schedule = (raw ?? {}) as { dayOfWeek?: unknown; classTime?: unknown };
  const days = Array.isArray(schedule.dayOfWeek) ? schedule.dayOfWeek.filter((d): d is string => typeof d === 'string') : [];
  const times = schedule.classTime && typeof schedule.classTime === 'object' ? (schedule.classTime as Partial<Record<string, { start: string; end: string }>>) : {};
  return scheduleText(days, times, periods);
}
