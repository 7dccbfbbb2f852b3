import type { AdminStats, DashboardCourseRow, DashboardOverview } from '@dodam/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courseStatus, teacherLabel, teachersByCourse } from './class-service.js';

const num = (v: unknown) => Number(v ?? 0);

/** Raw aggregate queries: PGlite and node-postgres both answer `{ rows }`. */
async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as { rows?: Record<string, unknown>[] };
  return result.rows ?? [];
}

async function one(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  return (await rows(db, query))[0] ?? {};
}

/** Spec: admin dashboard overview. People counted are approved, non-admin accounts. */
export async function dashboardOverview(db: Db): Promise<DashboardOverview> {
  const row = await one(
    db,
    sql`select
      (select count(*) from users where user_type = 'student' and not is_superuser and approval_status = 'approved') as students,
      (select count(*) from users where user_type = 'teacher' and not is_superuser and approval_status = 'approved') as teachers,
      (select count(*) from courses) as courses,
      (select count(*) from approval_requests where status = 'pending') as pending,
      (select count(*) from notifications) as notifications,
      (select count(*) from notifications where read_at is null) as unread`,
  );
  return {
    total_students: num(row.students),
    total_teachers: num(row.teachers),
    total_courses: num(row.courses),
    pending_approvals: num(row.pending),
    total_notifications: num(row.notifications),
    unread: num(row.unread),
  };
}

/**
 * One row per course, every figure from records. Learning events are keyed by curriculum, so a
 * class's usage is its members' events in the curriculum it follows.
 */
export async function dashboardCourses(db: Db): Promise<DashboardCourseRow[]> {
  const result = await rows(
    db,
    sql`
    select c.id, c.title, c.category, c.source, c.start_date, c.end_date, c.is_active,
      (select count(*) from course_members m where m.course_id = c.id and m.member_type = 'student') as students,
      (select count(distinct le.user_id) from learning_events le join course_members m on m.user_id = le.user_id and m.course_id = c.id and m.member_type = 'student'
         where le.course_id = coalesce(c.content_id, c.id) and le.created_at > now() - interval '7 days') as active,
      (select count(*) from approval_requests r where r.course_id = c.id and r.status = 'approved') as approved,
      (select count(*) from approval_requests r where r.course_id = c.id and r.status = 'pending') as pending,
      (select coalesce(sum(le.duration_seconds), 0) from learning_events le join course_members m on m.user_id = le.user_id and m.course_id = c.id and m.member_type = 'student'
         where le.course_id = coalesce(c.content_id, c.id)) as seconds,
      (select count(*) from notifications n join course_members m on m.user_id = n.user_id and m.course_id = c.id where n.read_at is null) as unread
    from courses c
    order by case when c.source = 'catalogue' then 0 else 1 end, c.sort_order, c.created_at desc, c.id`,
  );
  const teachers = await teachersByCourse(db, result.map((row) => String(row.id)));
  return result.map((row) => {
    const start = (row.start_date as string | null) ?? null;
    const end = (row.end_date as string | null) ?? null;
    return {
      course_id: String(row.id),
      course_name: String(row.title),
      category: String(row.category),
      source: row.source === 'admin' ? ('admin' as const) : ('catalogue' as const),
      instructor_name: teacherLabel(teachers.get(String(row.id)) ?? []),
      total_students: num(row.students),
      active_students: num(row.active),
      start_date: start,
      end_date: end,
      approved_students: num(row.approved),
      pending_approvals: num(row.pending),
      total_usage_time: Math.floor(num(row.seconds) / 60),
      unread_notifications: num(row.unread),
      status: courseStatus({ isActive: row.is_active === true || row.is_active === 't', startDate: start, endDate: end }),
    };
  });
}

export async function adminStats(db: Db): Promise<AdminStats> {
  const r = await one(
    db,
    sql`select
      (select count(*) from users where not is_superuser) as users,
      (select count(*) from users where not is_superuser and user_type = 'student') as students,
      (select count(*) from users where not is_superuser and user_type = 'teacher') as teachers,
      (select count(*) from users where approval_status = 'pending') as pending_users,
      (select count(*) from users where status = 'suspended') as suspended,
      (select count(*) from courses) as courses,
      (select count(*) from courses where source = 'admin') as classes,
      (select count(*) from courses where is_active) as active_courses,
      (select count(*) from registration_codes where status = 'active' and used_count < max_uses and (expires_at is null or expires_at > now())) as active_codes,
      (select count(*) from registration_code_uses) as code_uses,
      (select count(*) from approval_requests where status = 'pending') as req_pending,
      (select count(*) from approval_requests where status = 'approved') as req_approved,
      (select count(*) from approval_requests where status = 'rejected') as req_rejected,
      (select count(*) from notifications) as notifications,
      (select count(*) from notifications where read_at is null) as unread,
      (select count(*) from notifications where status = 'failed') as failed,
      (select count(distinct user_id) from learning_events where created_at > now() - interval '7 days') as active7,
      (select coalesce(sum(duration_seconds), 0) from learning_events where created_at > now() - interval '7 days') as seconds7`,
  );
  return {
    users: { total: num(r.users), students: num(r.students), teachers: num(r.teachers), pending: num(r.pending_users), suspended: num(r.suspended) },
    courses: { total: num(r.courses), classes: num(r.classes), active: num(r.active_courses) },
    codes: { active: num(r.active_codes), total_uses: num(r.code_uses) },
    approvals: { pending: num(r.req_pending), approved: num(r.req_approved), rejected: num(r.req_rejected) },
    notifications: { total: num(r.notifications), unread: num(r.unread), failed: num(r.failed) },
    learning: { active_students_7d: num(r.active7), study_minutes_7d: Math.floor(num(r.seconds7) / 60) },
  };
}
