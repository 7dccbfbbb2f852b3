// The demo class (반): a schedule and auto-approve registration codes, made through the admin services
// as an administrator would. Idempotent: a second run finds the class and only adds fresh codes.
import { selectCoursesWithCounts } from '../db/queries/classes.js';
import { selectAnySuperuser, selectUserByLogin } from '../db/queries/users.js';
import type { AdminDeps } from '../services/admin-deps.js';
import { createClass } from '../services/class-service.js';
import { generateCodes } from '../services/code-service.js';
import { CLASS_COURSE } from './accounts.js';

export const DEMO_CLASS = '파이썬기초1 — 데모반';

/** Returns the class's fresh auto-approve codes, or null when there is no administrator to act as. */
export async function seedDemoClass(deps: AdminDeps): Promise<{ classId: string; codes: string[] } | null> {
  const admin = await selectAnySuperuser(deps.db);
  if (!admin) return null;
  const actor = { id: admin.id, username: admin.username };
  // The demo teacher teaches the class: an assigned account, so the class is on their dashboard.
  const teacher = await selectUserByLogin(deps.db, 'demo_teacher');
  const existing = (await selectCoursesWithCounts(deps.db, { q: DEMO_CLASS })).find((c) => c.title === DEMO_CLASS);
  const classId =
    existing?.id ??
    (
      await createClass(deps, actor, {
        name: DEMO_CLASS,
        description: '데모용 반입니다. 월·수 방과후 수업으로 파이썬기초1을 배웁니다.',
        category: 'Python',
        content_id: CLASS_COURSE,
        startDate: '2026-03-02',
        endDate: '2026-12-18',
        maxStudents: 30,
        dayOfWeek: ['월', '수'],
        classTime: { 월: { start: '15:00', end: '16:30' }, 수: { start: '15:00', end: '16:30' } },
        teacher_ids: teacher ? [teacher.id] : [],
        duration: '40주',
        is_active: true,
      })
    ).id;
  const codes = await generateCodes(deps, actor, classId, { count: 5, user_type: 'student', max_uses: 1, auto_approve: true });
  return { classId, codes: codes.map((c) => c.code) };
}
