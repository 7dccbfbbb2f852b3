// About three weeks of varied learning in the demo class, produced by the real pipeline: each student
// signs in and calls the real API in-process (completions, heartbeats, browser practice runs, server
// runs in the sandbox, evaluation submissions graded by the sandbox — right answers, the content's
// listed wrong solutions, code with realistic errors — and tutor questions answered by the offline
// tutor). Only the clock is simulated: after each study session the records it created are moved to
// that session's time. Deterministic: a fixed seed decides who studies when and what they do.
// Study time (heartbeats) comes from the content's work model (content/work-model.ts: text to read,
// lines to write, tries), the student's pace and noise — never from the sections' estimated_minutes,
// which are measured from these records (ADR 027). The lesson is studied step by step (lesson_step
// events between the step's heartbeats), so the time of each step can be measured too.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContentSection } from '../content/store.js';
import type { Db } from '../db/client.js';
import { exerciseMinutes, HINT_MINUTES, lessonWork, PREDICT_MINUTES, problemMinutes, RETRY_MINUTES } from '../content/work-model.js';
import { CLASS_COURSE, DEMO_ACCOUNTS, type Archetype, type DemoAccount } from './accounts.js';

const SEED = 20_260_301;
/** The demo's length of learning history (three weeks); `npm run seed:demo -- --days N` makes a shorter one. */
export const DEMO_DAYS = 21;

/** mulberry32: small, fast and deterministic. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, chance: (p: number) => next() < p, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}
type Rng = ReturnType<typeof random>;

const STUDY_CHANCE: Record<Archetype, number> = { ahead: 0.8, steady: 0.55, struggling: 0.5, fading: 0.6, never: 0 };
/** How fast each kind of student works compared with the model's learner (× minutes). */
const PACE: Record<Archetype, number> = { ahead: 0.8, steady: 1, struggling: 1.4, fading: 1.1, never: 1 };
const STEPS_PER_SESSION: Record<Archetype, [number, number]> = { ahead: [2, 3], steady: [1, 2], struggling: [1, 1], fading: [1, 2], never: [0, 0] };
const ERROR_TYPES = ['NameError', 'TypeError', 'SyntaxError', 'ValueError', 'IndentationError'] as const;
const QUESTIONS = ['변수가 뭐예요?', 'print 함수는 어떻게 써요?', '반복문이 왜 필요해요?', '이 오류는 무슨 뜻이에요? NameError', '입력 값을 숫자로 바꾸려면 어떻게 해요?', '힌트 좀 주세요'];
const ANSWER_REQUESTS = ['정답 코드 알려줘', '그냥 답만 알려주세요', '전체 코드 보여줘'];
/** What a student types on an evaluation problem to climb the tutor's hint ladder (one rung each). */
const HINT_REQUESTS = ['힌트 주세요', '어디서부터 해야 할지 모르겠어요', '조금 더 힌트 주세요'];
const BROKEN_RUNS = [
  'print(naem)',
  'age = input()\nprint(age + 1)',
  'print("안녕하세요"',
  'n = int("열")\nprint(n)',
];

/** Evaluation code with a realistic mistake: a misspelt print (NameError) or text added to a number (TypeError). */
function brokenSolution(code: string, rng: Rng): string {
  return rng.chance(0.5) ? code.replace('print(', 'prnit(') : `${code}\nprint("합계: " + 1)`;
}

interface Student {
  username: string;
  id: number;
  token: string;
  archetype: Archetype;
  rng: Rng;
  /** Draws study times only (a stream of its own, so who studies when does not depend on it). */
  time: Rng;
  /** This student's own pace (× the archetype's): some read and type faster than others. */
  pace: number;
  /** Index of the current section and the next learning step in it (0 video, 1 practice, 2 evaluation). */
  section: number;
  step: number;
}


/**
 * Writes the history unless the class already has one (a second seed only renews passwords).
 * `app` must be an app whose rate limits allow a burst of scripted requests. Returns the number of
 * study sessions made (0 when skipped).
 */
export async function seedDemoHistory(app: FastifyInstance, accounts: DemoAccount[], log: (line: string) => void, days = DEMO_DAYS): Promise<number> {
  const byName = new Map(accounts.map((a) => [a.username, a]));
  const classIds = DEMO_ACCOUNTS.filter((a) => a.archetype).map((a) => byName.get(a.username)!.id);
  const already = await rows<{ n: number }>(app.db, sql`select count(*)::int as n from learning_events where user_id in (${sql.join(classIds.map((id) => sql`${id}`), sql`, `)})`);
  if (Number(already[0]?.n ?? 0) > 0) {
    log('이 반에는 이미 학습 기록이 있어 학습 기록 만들기는 건너뜁니다 (계정 비밀번호만 새로 만들었습니다).');
    return 0;
  }
  const now = new Date();
  const sections = app.content.course(CLASS_COURSE)!.sections;
  const students: Student[] = [];
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    if (!account.archetype) continue;
    const { id, password } = byName.get(account.username)!;
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ username: account.username, password }).toString() });
    const time = random(SEED + 1 + i * 104_729);
    const pace = PACE[account.archetype] * lognormal(time, 0.2);
    students.push({ username: account.username, id, token: login.json<{ access_token: string }>().access_token, archetype: account.archetype, rng: random(SEED + i * 7919), time, pace, section: 0, step: 0 });
  }
  // Enrolment three weeks and a day ago, so "never started" is a real, old enrolment.
  await app.db.execute(sql`update course_members set created_at = ${new Date(now.getTime() - (days + 1) * 86_400_000).toISOString()}::timestamptz where course_id = ${CLASS_COURSE} and user_id in (${sql.join(classIds.map((id) => sql`${id}`), sql`, `)})`);

  let sessions = 0;
  for (let day = days - 1; day >= 0; day -= 1) {
    const date = new Date(now.getTime() - day * 86_400_000);
    const weekend = [0, 6].includes(new Date(date.getTime() + 9 * 3600_000).getUTCDay());
    const todays = students.filter((s) => {
      if (s.archetype === 'fading' && day < 9) return false;
      return s.rng.chance(STUDY_CHANCE[s.archetype] * (weekend ? 0.7 : 1));
    });
    // A few students at a time: the sandbox pool grades them in parallel.
    for (let i = 0; i < todays.length; i += 3) {
      await Promise.all(
        todays.slice(i, i + 3).map(async (s) => {
          // Seoul study hours: after school on weekdays, late morning to afternoon at weekends.
          const hour = weekend ? s.rng.int(10, 16) : s.rng.pick([16, 17, 19, 20, 20, 21, 22]);
          const seoulMidnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - 9 * 3600_000;
          let at = new Date(seoulMidnight + hour * 3600_000 + s.rng.int(0, 50) * 60_000);
          if (at.getTime() > now.getTime() - 10 * 60_000) at = new Date(now.getTime() - s.rng.int(20, 120) * 60_000);
          await studySession(app, s, sections, at);
          sessions += 1;
        }),
      );
    }
    if ((days - day) % 7 === 0 || day === 0) log(`학습 기록 만드는 중: ${days - day}/${days}일, 학습 세션 ${sessions}개`);
  }
  return sessions;
}

/** A factor around 1 whose logarithm is normal with spread `sigma` (Box–Muller). */
function lognormal(rng: Rng, sigma: number): number {
  const u = Math.max(rng.next(), 1e-9);
  return Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next()));
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One study session through the real API, then its records moved to the simulated time `at`. */
async function studySession(app: FastifyInstance, s: Student, sections: ContentSection[], at: Date): Promise<void> {
  const started = new Date();
  const before = await rows<{ id: number }>(app.db, sql`select coalesce(max(id), 0)::int as id from learning_events where user_id = ${s.id}`);
  const firstId = Number(before[0]?.id ?? 0);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${s.token}` }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    if (res.statusCode >= 400) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  // Study time of `minutes` (the model's minutes × this student's pace × noise) as one-minute
  // heartbeats. The server caps heartbeats by the wall clock since the previous one (ADR 013); the
  // session's earlier heartbeats are moved back first, as the simulated clock has moved on.
  const heartbeats = async (sectionId: string, type: string, minutes: number) => {
    const seconds = Math.max(30, Math.round(minutes * s.pace * lognormal(s.time, 0.3) * 60));
    const beats = Array.from({ length: Math.ceil(seconds / 60) }, (_, k) => Math.min(60, seconds - k * 60));
    await app.db.execute(sql`update learning_events set created_at = created_at - interval '1 day' where user_id = ${s.id} and id > ${firstId} and kind = 'heartbeat'`);
    for (let k = 0; k < beats.length; k += 50) {
      await call('POST', '/api/v1/learning/events', { events: beats.slice(k, k + 50).map((b) => ({ kind: 'heartbeat', section_id: sectionId, learning_type: type, seconds: b })) });
    }
  };
  const complete = (sectionId: string, type: string) => call('PUT', '/api/v1/learning/completion', { section_id: sectionId, learning_type: type, completed: true });
  const { rng } = s;
  const stuck = s.archetype === 'struggling';

  const [lo, hi] = STEPS_PER_SESSION[s.archetype];
  for (let n = rng.int(lo, hi); n > 0 && s.section < sections.length; n -= 1) {
    const section = sections[s.section]!;
    if (s.step === 0) {
      // The lesson step by step: each step's time, then the step marked done. A wrong prediction costs
      // reading its misconception and choosing again; a task that fails first costs a retry.
      for (const step of lessonWork(section.lesson).steps) {
        const miss = stuck ? 0.5 : 0.25;
        let extra = 0;
        for (let k = 0; k < step.predicts; k += 1) if (s.time.chance(miss)) extra += PREDICT_MINUTES / 2;
        for (let k = 0; k < step.tasks; k += 1) if (s.time.chance(miss)) extra += RETRY_MINUTES;
        await heartbeats(section.id, 'video', step.minutes + extra);
        await call('POST', '/api/v1/learning/events', { events: [{ kind: 'lesson_step', section_id: section.id, step: step.key, status: 'done' }] });
      }
      await call('POST', '/api/v1/learning/events', { events: [{ kind: 'video_progress', section_id: section.id, position_seconds: 300, duration_seconds: 300 }] });
      await complete(section.id, 'video');
    } else if (s.step === 1) {
      const runs = rng.int(2, 5);
      const errorType = rng.pick(ERROR_TYPES);
      const events = Array.from({ length: runs }, (_, k) => {
        // Stuck students repeat the same mistake; others fix it after a try or two.
        const ok = stuck ? k === runs - 1 && rng.chance(0.3) : k >= 1 || rng.chance(0.6);
        return { kind: 'practice_run', section_id: section.id, success: ok, ...(ok ? {} : { error_type: stuck ? errorType : rng.pick(ERROR_TYPES) }) };
      });
      await call('POST', '/api/v1/learning/events', { events });
      if (rng.chance(0.35)) await call('POST', '/api/v1/code/execute-code', { code: rng.chance(0.5) ? rng.pick(BROKEN_RUNS) : 'print("안녕하세요")', selected_section: section.id });
      // Stuck students keep asking, often for the answer itself (what the teacher's alert looks for).
      const questions = stuck ? rng.int(1, 3) : rng.chance(0.35) ? 1 : 0;
      for (let q = 0; q < questions; q += 1) {
        const question = stuck && rng.chance(0.6) ? rng.pick(ANSWER_REQUESTS) : rng.pick(QUESTIONS);
        // The server keeps the exchange in the section's conversation (what the teacher reads).
        await call('POST', '/api/v1/tutor/chat', { user_input: question, selected_section: section.id });
      }
      // Each exercise's work, the extra runs after the first and a minute per tutor question.
      const exercises = section.practice.reduce((a, e) => a + exerciseMinutes(e), 0);
      await heartbeats(section.id, 'practice', exercises + (runs - 1) * RETRY_MINUTES + questions);
      await complete(section.id, 'practice');
    } else {
      for (const problem of section.problems) {
        let rungsRead = 0;
        const wrongTries = stuck ? rng.int(1, 4) : rng.chance(0.3) ? rng.int(1, 2) : 0;
        for (let k = 0; k < wrongTries; k += 1) {
          const wrong = problem.wrong_solutions.length && rng.chance(0.6) ? rng.pick(problem.wrong_solutions).code : brokenSolution(problem.reference_solution, rng);
          await call('POST', '/api/v1/evaluation/submit', { section_id: section.id, problem_id: problem.id, code: wrong });
          // After their last failed try some students climb the tutor's hint ladder on the problem, one
          // rung per request (what the teacher's hint-efficacy figure and "stuck after the last rung" read).
          if (k === wrongTries - 1 && (stuck || rng.chance(0.5))) {
            const rungs = stuck ? 3 : rng.int(1, 3);
            rungsRead += rungs;
            for (let r = 0; r < rungs; r += 1) {
              await call('POST', '/api/v1/tutor/chat', { user_input: HINT_REQUESTS[r]!, selected_section: section.id, problem_id: problem.id, mode: 'evaluation', context_type: 'hint', code: wrong });
            }
          }
        }
        // Stuck students sometimes give up on a problem after failing it.
        if (!(stuck && wrongTries >= 3 && rng.chance(0.5))) await call('POST', '/api/v1/evaluation/submit', { section_id: section.id, problem_id: problem.id, code: problem.reference_solution });
        await heartbeats(section.id, 'evaluation', problemMinutes(problem) + wrongTries * RETRY_MINUTES + rungsRead * HINT_MINUTES);
      }
      await complete(section.id, 'evaluation');
    }
    s.step += 1;
    if (s.step === 3) {
      s.step = 0;
      s.section += 1;
    }
    // Stuck students stall on the evaluation of their second section.
    if (stuck && s.section >= 2) break;
  }
  await moveToSimulatedTime(app.db, s.id, started, firstId, at);
}

/**
 * Moves the records this session created (learning events after id `firstId`, other records at real
 * time ≥ `since`) to the simulated session start `at`, keeping their order.
 */
async function moveToSimulatedTime(db: Db, userId: number, since: Date, firstId: number, at: Date): Promise<void> {
  const s = sql`${since.toISOString()}::timestamptz`;
  const a = sql`${at.toISOString()}::timestamptz`;
  // Learning events in insertion order, each after the study time of the heartbeats before it (and 2 s apart).
  await db.execute(sql`update learning_events le set created_at = ${a} + (x.studied * interval '1 second') + (x.rn * interval '2 seconds')
    from (select id, row_number() over (order by id) as rn, coalesce(sum(duration_seconds) over (order by id rows between unbounded preceding and 1 preceding), 0) as studied
          from learning_events where user_id = ${userId} and id > ${firstId}) x where le.id = x.id`);
  // Everything else: real elapsed seconds stretched to minutes.
  const shift = (column: string) => sql.raw(`${column} = case when ${column} >= `).append(sql`${s} then ${a} + ((${sql.raw(column)} - ${s}) * 60) else ${sql.raw(column)} end`);
  await db.execute(sql`update section_completions set ${shift('created_at')} where user_id = ${userId} and created_at >= ${s}`);
  await db.execute(sql`update evaluation_submissions set ${shift('created_at')} where user_id = ${userId} and created_at >= ${s}`);
  await db.execute(sql`update evaluation_attempts set ${shift('created_at')}, ${shift('completed_at')} where user_id = ${userId} and (created_at >= ${s} or completed_at >= ${s})`);
  await db.execute(sql`update code_executions set ${shift('created_at')} where user_id = ${userId} and created_at >= ${s}`);
  await db.execute(sql`update tutor_usage set ${shift('created_at')} where user_id = ${userId} and created_at >= ${s}`);
  await db.execute(sql`update tutor_states set ${shift('updated_at')} where user_id = ${userId} and updated_at >= ${s}`);
  await db.execute(sql`update tutor_hint_events set ${shift('created_at')} where user_id = ${userId} and created_at >= ${s}`);
  await db.execute(sql`update tutor_conversations set ${shift('created_at')}, ${shift('updated_at')} where user_id = ${userId} and (created_at >= ${s} or updated_at >= ${s})`);
  // The messages carry their own time (what the teacher's conversation view and the alerts read).
  await db.execute(sql`update tutor_conversations tc set messages = (
      select jsonb_agg(case when (m->>'timestamp')::timestamptz >= ${s}
        then jsonb_set(m, '{timestamp}', to_jsonb(to_char((${a} + (((m->>'timestamp')::timestamptz - ${s}) * 60)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
        else m end order by e.ord)
      from jsonb_array_elements(tc.messages) with ordinality e(m, ord))
    where tc.user_id = ${userId} and jsonb_array_length(tc.messages) > 0`);
}
