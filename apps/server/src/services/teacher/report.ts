// The printable report of a class's students (issue 22): one page per student with progress, the
// best score of every section (기한 후 제출 marked), study time and the latest learning records.
// A fixed number of grouped queries whatever the class size.
import { LEARNING_TYPE_LABELS, averageScore, type ClassReport, type LearningType, type StudentReport } from '@dodam/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectBestScores } from '../../db/queries/teacher.js';
import { classSectionPlans, sectionCompletions } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { lateEvaluations } from '../class-plan.js';
import { courseStudents } from './dashboard.js';
import { STUDENT_NOT_FOUND, type ScopeCourse, type TeacherDeps } from './scope.js';

const RECENT = 10;

function recentText(kind: string, learningType: string | null, score: number | null, section: string | null): string | null {
  const where = section ? `${section} · ` : '';
  const type = learningType ? (LEARNING_TYPE_LABELS[learningType as LearningType] ?? learningType) : '';
  switch (kind) {
    case 'section_start':
      return `${where}${type || '학습'} 시작`;
    case 'practice_run':
      return `${where}실습 코드 실행`;
    case 'evaluation_attempt':
      return `${where}평가 답안 제출`;
    case 'evaluation_complete':
      return `${where}평가 완료${score !== null ? ` (${score}점)` : ''}`;
    case 'completion':
      return `${where}${type} 완료`;
    default:
      return null;
  }
}

export async function classReport(deps: TeacherDeps, course: ScopeCourse, studentId?: number): Promise<ClassReport> {
  const { db } = deps;
  const { rows, facts } = await courseStudents(deps, course);
  const chosen = studentId === undefined ? rows : rows.filter((r) => r.student_id === studentId);
  if (studentId !== undefined && chosen.length === 0) throw notFound(STUDENT_NOT_FOUND);
  const ids = chosen.map((r) => r.student_id);
  const sectionIds = course.sections.map((s) => s.id);
  const titles = new Map(course.sections.map((s) => [s.id, s.title]));
  const [best, late, plans, done, recent] = await Promise.all([
    selectBestScores(db, course.id),
    lateEvaluations(db, course.id),
    db.select().from(classSectionPlans).where(eq(classSectionPlans.courseId, course.id)),
    ids.length && sectionIds.length
      ? db
          .select({ userId: sectionCompletions.userId, sectionId: sectionCompletions.sectionId, n: sql<number>`count(*)`.mapWith(Number) })
          .from(sectionCompletions)
          .where(and(inArray(sectionCompletions.userId, ids), inArray(sectionCompletions.sectionId, sectionIds)))
          .groupBy(sectionCompletions.userId, sectionCompletions.sectionId)
      : Promise.resolve([]),
    ids.length && sectionIds.length
      ? (db.execute(sql`
          select user_id, kind, learning_type, score, section_id, created_at from (
            select le.*, row_number() over (partition by le.user_id order by le.created_at desc, le.id desc) as rn
            from learning_events le
            where le.user_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
              and le.section_id in (${sql.join(sectionIds.map((id) => sql`${id}`), sql`, `)})
              and le.kind in ('section_start', 'practice_run', 'evaluation_attempt', 'evaluation_complete', 'completion')
          ) x where rn <= ${RECENT} order by user_id, created_at desc, id desc`) as unknown as Promise<{ rows: { user_id: number | string; kind: string; learning_type: string | null; score: number | null; section_id: string | null; created_at: string | Date }[] }>)
      : Promise.resolve({ rows: [] }),
  ]);
  const bestOf = new Map(best.map((b) => [`${b.userId}:${b.sectionId}`, b.best]));
  const doneOf = new Map(done.map((d) => [`${d.userId}:${d.sectionId}`, d.n]));
  const dueOf = new Map(plans.filter((p) => p.dueAt).map((p) => [p.sectionId, p.dueAt!.toISOString()]));
  const recentOf = new Map<number, StudentReport['recent']>();
  for (const r of recent.rows) {
    const text = recentText(r.kind, r.learning_type, r.score === null ? null : Number(r.score), r.section_id ? (titles.get(r.section_id) ?? null) : null);
    if (!text) continue;
    const list = recentOf.get(Number(r.user_id)) ?? [];
    list.push({ at: new Date(r.created_at).toISOString(), text });
    recentOf.set(Number(r.user_id), list);
  }
  const identity = new Map(facts.map((f) => [f.identity.username, f.identity]));
  const reports: StudentReport[] = chosen.map((r) => {
    const sections = course.sections.map((s) => ({
      section_id: s.id,
      title: s.title,
      completed_types: doneOf.get(`${r.student_id}:${s.id}`) ?? 0,
      best_score: bestOf.get(`${r.student_id}:${s.id}`) ?? null,
      due_at: dueOf.get(s.id) ?? null,
      late: late.has(`${r.student_id}:${s.id}`),
    }));
    const who = identity.get(r.username);
    return {
      student: { id: r.student_id, name: r.name, username: r.username, grade: who?.grade ?? r.grade, class_number: who?.class_number ?? r.class_number, student_number: who?.student_number ?? r.student_number, student_code: who?.student_code ?? r.student_code },
      progress_percentage: r.progress_percentage,
      completed_sections: r.completed_sections,
      total_sections: r.total_sections,
      total_study_time: r.total_study_time,
      average_score: averageScore(sections.map((s) => s.best_score)),
      last_activity: r.last_activity,
      sections,
      recent: recentOf.get(r.student_id) ?? [],
    };
  });
  return { course_id: course.id, course_name: course.title, generated_at: (deps.now?.() ?? new Date()).toISOString(), reports };
}
