// "지금 학습 중": who has a learning record in the last LIVE_WINDOW_SECONDS seconds, with their section,
// learning type, last practice run and last graded answer. Read from the database (never from this
// process's memory), so a record written through any server instance reaches a teacher on any other.
import { learningTypeSchema } from '@dodam/contracts';
import { LIVE_WINDOW_SECONDS, type LiveSnapshot, type LiveStudent } from '@dodam/contracts/teacher';
import { selectLiveFingerprint, selectLiveRows } from '../../db/queries/teacher.js';
import { sectionTitle, type ScopeCourse, type TeacherDeps } from './scope.js';

const windowStart = (now: Date) => new Date(now.getTime() - LIVE_WINDOW_SECONDS * 1000);

export async function liveFingerprint(deps: TeacherDeps, scope: ScopeCourse[]): Promise<number> {
  return selectLiveFingerprint(deps.db, scope.map((c) => c.id), windowStart(deps.now?.() ?? new Date()));
}

export async function liveSnapshot(deps: TeacherDeps, scope: ScopeCourse[]): Promise<LiveSnapshot> {
  const now = deps.now?.() ?? new Date();
  const rows = await selectLiveRows(deps.db, scope.map((c) => c.id), windowStart(now));
  const byStudent = new Map<number, LiveStudent>();
  // Rows come per student as at most three (latest run, latest verdict, latest other record).
  for (const r of rows) {
    const at = r.createdAt.toISOString();
    const s: LiveStudent = byStudent.get(r.userId) ?? {
      student_id: r.userId,
      ...r.identity,
      course_id: r.courseId,
      section_id: null,
      section_title: null,
      learning_type: null,
      last_seen: at,
      last_run: null,
      last_verdict: null,
    };
    if (!s.section_id || at >= s.last_seen) {
      s.last_seen = at > s.last_seen ? at : s.last_seen;
      s.section_id = r.sectionId;
      s.section_title = sectionTitle(scope, r.sectionId);
      s.course_id = r.courseId;
      const lt = learningTypeSchema.safeParse(r.learningType);
      s.learning_type = lt.success ? lt.data : null;
    }
    if (r.kind === 'practice_run')
      s.last_run =
        r.payload.status === 'stopped'
          ? { ok: false, stopped: true, error_type: null, at }
          : { ok: r.payload.success === true, error_type: typeof r.payload.error_type === 'string' ? r.payload.error_type : null, at };
    if (r.kind === 'evaluation_attempt') s.last_verdict = { correct: r.score === 100, problem_id: String(r.payload.problem_id ?? ''), at };
    byStudent.set(r.userId, s);
  }
  const students = [...byStudent.values()].sort((a, b) => b.last_seen.localeCompare(a.last_seen));
  return { students, at: now.toISOString() };
}
