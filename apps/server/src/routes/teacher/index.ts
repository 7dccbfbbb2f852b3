// Teacher insight API (issue 9). Every route is for signed-in users; the scope check at the top of
// each handler lets teachers see only the courses they teach and admins any course, and answers 404
// for foreign or unknown ids.
import { errorBodySchema, loginUnlockResponseSchema, teacherDraftsSchema } from '@dodam/contracts';
import { teacherStudentDrafts } from '../../services/draft-service.js';
import { selectUserById } from '../../db/queries/users.js';
import { notFound } from '../../lib/http-errors.js';
import { unlockLogin } from '../../services/user-admin-service.js';
import { ALERT_THRESHOLDS, LIVE_POLL_MS, teacherAlertsSchema, teacherCourseParamSchema, teacherCourseQuerySchema, teacherFreshQuerySchema, teacherDashboardSchema, teacherPredictMistakesSchema, teacherProblemsSchema, teacherStudentDetailSchema, teacherStudentParamSchema } from '@dodam/contracts/teacher';
import { classPlanSchema, classPlanUpdateSchema, classReportQuerySchema, classReportSchema } from '@dodam/contracts';
import { classReport } from '../../services/teacher/report.js';
import { lateEvaluations, loadClassPlan, saveClassPlan } from '../../services/class-plan.js';
import { noteStudentReads } from '../../plugins/access-log.js';
import { recheckSession, requireAuth } from '../../plugins/auth.js';
import { HttpError } from '../../lib/http-errors.js';
import { teacherAlerts } from '../../services/teacher/alerts.js';
import { studentsCsv } from '../../services/teacher/csv.js';
import { selectBestScores } from '../../db/queries/teacher.js';
import { courseStudents, teacherDashboard } from '../../services/teacher/dashboard.js';
import { liveFingerprint, liveSnapshot } from '../../services/teacher/live.js';
import { teacherPredictMistakes } from '../../services/teacher/predict-mistakes.js';
import { teacherProblems } from '../../services/teacher/problems.js';
import { STUDENT_NOT_FOUND, archivedClassesOf, studentCourses, teacherScope, type TeacherDeps } from '../../services/teacher/scope.js';
import { teacherStudentDetail } from '../../services/teacher/student.js';
import { routeFolder } from '../folder.js';
import { FigureCache } from '../../services/teacher/figure-cache.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** A comment line keeps proxies from closing a quiet stream; a snapshot is re-sent so ages stay fresh. */
const LIVE_KEEPALIVE_MS = 15_000;
/** How long class figures are reused (per instance) before being computed again. */
const FIGURES_TTL_MS = 10_000;
/** Resolves after `ms`, or as soon as one of the signals aborts. */
function sleep(ms: number, signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      for (const s of signals) s.removeEventListener('abort', done);
      resolve();
    }
    for (const s of signals) s.addEventListener('abort', done, { once: true });
  });
}
const scopeKey = (scope: { id: string }[]) => scope.map((c) => c.id).join(',');

/**
 * Open live streams per user (per server instance). A fourth tab is refused with 429 rather than
 * closing an older one silently: the teacher sees why, and closes a tab they no longer watch.
 */
export const LIVE_STREAMS_PER_USER = 3;
export const LIVE_MSG = {
  tooManyStreams: `실시간 보기는 한 계정에서 동시에 ${LIVE_STREAMS_PER_USER}개까지 열 수 있습니다. 다른 창이나 탭의 실시간 보기를 닫고 다시 시도해 주세요.`,
  sessionEnded: '로그인 상태나 권한이 바뀌어 실시간 보기를 종료했습니다. 다시 로그인하거나 페이지를 새로 고쳐 주세요.',
  failed: '실시간 연결에 문제가 생겼습니다.',
} as const;

export const teacherRoutes = routeFolder('user', async (app) => {
  const deps: TeacherDeps = { db: app.db, content: app.content };
  const openStreams = new Set<AbortController>();
  const streamsPerUser = new Map<number, number>();
  const dashboards = new FigureCache<Awaited<ReturnType<typeof teacherDashboard>>>(FIGURES_TTL_MS);
  const alertLists = new FigureCache<Awaited<ReturnType<typeof teacherAlerts>>>(FIGURES_TTL_MS);
  const problemStats = new FigureCache<Awaited<ReturnType<typeof teacherProblems>>>(FIGURES_TTL_MS);
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.abort();
  });

  app.get(
    '/teacher/dashboard',
    { config: { auth: 'user' }, schema: { tags: ['teacher'], summary: '강사 대시보드', querystring: teacherCourseQuerySchema, response: { 200: teacherDashboardSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const scope = await teacherScope(deps, user, request.query.course_id, true);
      const dashboard = await dashboards.get(scopeKey(scope), () => teacherDashboard(deps, scope), request.query.fresh === '1');
      return { ...dashboard, archived_courses: await archivedClassesOf(deps, user) };
    },
  );

  app.get(
    '/teacher/students/:id',
    {
      config: { auth: 'user', studentRead: 'student_detail' },
      schema: { tags: ['teacher'], summary: '학생 학습 기록 상세', params: teacherStudentParamSchema, response: { 200: teacherStudentDetailSchema, ...errors } },
    },
    async (request) => {
      const scope = await teacherScope(deps, requireAuth(request).user);
      const courses = await studentCourses(deps, scope, request.params.id);
      const detail = await teacherStudentDetail(deps, courses, request.params.id);
      noteStudentReads(request, [request.params.id], courses.length === 1 ? courses[0]!.id : null);
      return detail;
    },
  );

  app.post(
    '/teacher/students/:id/unlock-login',
    { config: { auth: 'user' }, schema: { tags: ['teacher'], summary: '학생 로그인 대기 해제', params: teacherStudentParamSchema, response: { 200: loginUnlockResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const scope = await teacherScope(deps, user, undefined);
      await studentCourses(deps, scope, request.params.id);
      const student = await selectUserById(app.db, request.params.id);
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      return unlockLogin(app.deps, { id: user.id, username: user.username }, student);
    },
  );

  app.get(
    '/teacher/students/:id/drafts',
    { config: { auth: 'user', studentRead: 'student_drafts' }, schema: { tags: ['teacher'], summary: '학생이 편집 중인 코드 (최근 순)', params: teacherStudentParamSchema, response: { 200: teacherDraftsSchema, ...errors } } },
    async (request) => {
      const scope = await teacherScope(deps, requireAuth(request).user);
      const courses = await studentCourses(deps, scope, request.params.id);
      const drafts = await teacherStudentDrafts(app.db, app.content, courses, request.params.id);
      noteStudentReads(request, [request.params.id], courses.length === 1 ? courses[0]!.id : null);
      return drafts;
    },
  );

  app.get(
    '/teacher/courses/:id/problems',
    {
      config: { auth: 'user' },
      schema: { tags: ['teacher'], summary: '문제별 정답률과 오답 유형', params: teacherCourseParamSchema, querystring: teacherFreshQuerySchema, response: { 200: teacherProblemsSchema, ...errors } },
    },
    async (request) => {
      const [course] = await teacherScope(deps, requireAuth(request).user, request.params.id);
      return problemStats.get(course!.id, () => teacherProblems(deps, course!), request.query.fresh === '1');
    },
  );

  app.get(
    '/teacher/courses/:id/report',
    {
      config: { auth: 'user', studentRead: 'report' },
      schema: { tags: ['teacher'], summary: '학생별 학습 보고서 (인쇄용, 반 전체 또는 한 학생)', params: teacherCourseParamSchema, querystring: classReportQuerySchema, response: { 200: classReportSchema, ...errors } },
    },
    async (request) => {
      const [course] = await teacherScope(deps, requireAuth(request).user, request.params.id);
      const report = await classReport(deps, course!, request.query.student_id);
      // Every student whose report was read is in the access log (who looked at whose records).
      noteStudentReads(request, report.reports.map((r) => r.student.id), course!.id);
      return report;
    },
  );

  app.get(
    '/teacher/courses/:id/plan',
    { config: { auth: 'user' }, schema: { tags: ['teacher'], summary: '반 수업 계획 (오늘의 학습, 잠금, 평가 마감)', params: teacherCourseParamSchema, response: { 200: classPlanSchema, ...errors } } },
    async (request) => {
      const [course] = await teacherScope(deps, requireAuth(request).user, request.params.id);
      return loadClassPlan(app.db, course!);
    },
  );

  app.put(
    '/teacher/courses/:id/plan',
    {
      config: { auth: 'user' },
      schema: { tags: ['teacher'], summary: '반 수업 계획 저장 (오늘의 학습, 잠금, 평가 마감)', params: teacherCourseParamSchema, body: classPlanUpdateSchema, response: { 200: classPlanSchema, ...errors, 422: errorBodySchema } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const [course] = await teacherScope(deps, user, request.params.id);
      return saveClassPlan(app.db, course!, user.id, request.body);
    },
  );

  app.get(
    '/teacher/courses/:id/predict-mistakes',
    {
      config: { auth: 'user' },
      schema: { tags: ['teacher'], summary: '예측해 보기: 자주 고른 오답', params: teacherCourseParamSchema, response: { 200: teacherPredictMistakesSchema, ...errors } },
    },
    async (request) => {
      const [course] = await teacherScope(deps, requireAuth(request).user, request.params.id);
      return teacherPredictMistakes(deps, course!);
    },
  );

  app.get(
    '/teacher/alerts',
    { config: { auth: 'user' }, schema: { tags: ['teacher'], summary: '도움이 필요한 학생', querystring: teacherCourseQuerySchema, response: { 200: teacherAlertsSchema, ...errors } } },
    async (request) => {
      const scope = await teacherScope(deps, requireAuth(request).user, request.query.course_id, true);
      const alerts = await alertLists.get(scopeKey(scope), () => teacherAlerts(deps, scope), request.query.fresh === '1');
      return { ...alerts, thresholds: { ...ALERT_THRESHOLDS } };
    },
  );

  app.get(
    '/teacher/students.csv',
    { config: { auth: 'user', studentRead: 'students_csv' }, schema: { tags: ['teacher'], summary: '학생 목록 CSV', querystring: teacherCourseQuerySchema } },
    async (request, reply) => {
      const scope = await teacherScope(deps, requireAuth(request).user, request.query.course_id, true);
      const rows = (await Promise.all(scope.map((c) => courseStudents(deps, c)))).flatMap((c) => c.rows);
      noteStudentReads(request, rows.map((r) => r.student_id), request.query.course_id ?? null);
      const best = new Map<string, number>();
      const late = new Set<string>();
      for (const c of scope) {
        for (const s of await selectBestScores(app.db, c.id)) best.set(`${s.userId}:${s.sectionId}`, s.best);
        for (const key of await lateEvaluations(app.db, c.id)) late.add(key);
      }
      const sections = scope.flatMap((c) => c.sections.map((s) => ({ courseId: c.id, id: s.id, title: s.title })));
      const name = `students-${request.query.course_id ?? 'all'}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(studentsCsv(rows, { sections, best, late }));
    },
  );

  app.get(
    '/teacher/live',
    { config: { auth: 'user' }, schema: { tags: ['teacher'], summary: '지금 학습 중 (Server-Sent Events)', querystring: teacherCourseQuerySchema } },
    async (request, reply) => {
      // Authorize before the stream opens, so a refusal is an ordinary JSON error.
      const userId = requireAuth(request).user.id;
      const opened = await teacherScope(deps, requireAuth(request).user, request.query.course_id, true);
      const openedIds = opened.map((c) => c.id);
      const mine = streamsPerUser.get(userId) ?? 0;
      if (mine >= LIVE_STREAMS_PER_USER) throw new HttpError(429, LIVE_MSG.tooManyStreams, { 'Retry-After': '5' });
      streamsPerUser.set(userId, mine + 1);
      const closing = new AbortController();
      openStreams.add(closing);
      /**
       * The session and the scope as they stand now, or null when either no longer holds: logged out
       * or expired, suspended, not approved, no longer a teacher or admin, or no longer teaching a
       * class the stream opened for. Checked before every push.
       */
      const stillAllowed = async () => {
        const auth = await recheckSession(app.db, request);
        if (!auth) return null;
        try {
          const scope = await teacherScope(deps, auth.user, request.query.course_id, true);
          const ids = new Set(scope.map((c) => c.id));
          return openedIds.every((id) => ids.has(id)) ? scope.filter((c) => openedIds.includes(c.id)) : null;
        } catch {
          return null;
        }
      };
      try {
        await reply.sse(
          async (send, clientGone) => {
            const stopped = () => clientGone.aborted || closing.signal.aborted;
            let lastPrint = -1;
            let lastSent = 0;
            // Poll the database: a cheap fingerprint (newest record id in the live window), and a full
            // snapshot only when it moved or the keep-alive is due.
            while (!stopped()) {
              try {
                const scope = await stillAllowed();
                if (!scope) {
                  send('end', { detail: LIVE_MSG.sessionEnded });
                  return;
                }
                const print = await liveFingerprint(deps, scope);
                if (print !== lastPrint || Date.now() - lastSent >= LIVE_KEEPALIVE_MS) {
                  const snapshot = await liveSnapshot(deps, scope);
                  if (stopped()) break;
                  send('snapshot', snapshot);
                  lastPrint = print;
                  lastSent = Date.now();
                }
              } catch (err) {
                // A failed poll (database restarting) is retried; the stream stays open but sends nothing.
                request.log.warn({ err }, 'teacher live poll failed');
              }
              await sleep(LIVE_POLL_MS, [clientGone, closing.signal]);
            }
          },
          () => ({ event: 'error', data: { detail: LIVE_MSG.failed } }),
        );
      } finally {
        openStreams.delete(closing);
        const left = (streamsPerUser.get(userId) ?? 1) - 1;
        if (left > 0) streamsPerUser.set(userId, left);
        else streamsPerUser.delete(userId);
      }
    },
  );
});
