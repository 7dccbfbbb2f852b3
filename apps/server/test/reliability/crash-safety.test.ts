// Crash safety (issue 14): the real server, as its own process, is killed with SIGKILL while 50
// concurrent requests write (server-graded evaluation submits, tutor conversation appends and
// saves). Restarted on the same data, every write it acknowledged is there exactly once, nothing is
// there twice or half-written, evaluation attempts agree with their submissions, and new writes work.
// PGlite (a fresh data directory; the lock left by the killed process must be cleared) by default,
// PostgreSQL (a database of its own) with TEST_DATABASE_URL, like the rest of the API suite.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { loadContent } from '../../src/content/store.js';
import { fromPostgres, openDatabase, type Database } from '../../src/db/client.js';
import { LOCK_FILENAME, holderAlive, readLockHolder } from '../../src/db/data-dir-lock.js';
import { evaluationAttempts, evaluationSubmissions, learningEvents, tutorConversations } from '../../src/db/schema.js';
import { CONTENT_DIR } from '../../src/paths.js';
import { adminLogin, adminQuery, api, approvedAccount, dropDatabase, restartServer, startServer, stopAllServers, tokenOf, type Account } from './server-process.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = `admin-${randomBytes(8).toString('hex')}`;
/** Requests in flight at any moment until the kill. */
const CONCURRENCY = 50;
const STUDENTS = 4;
/** The kill comes once this many evaluation submits were acknowledged (two completing an attempt, and some of every kind). */
const KILL_AFTER_SUBMITS = 20;
/** Sequential requests per append lane: 2 messages each stay below the 200-message cap. */
const MAX_APPENDS = 90;
const MAX_SAVES = 200;

const SUBMIT_SECTIONS = ['1', '2'];
const APPEND_SECTIONS = ['3', '4', '5', '6'];
const SAVE_SECTIONS = ['7', '8', '9'];
const AFTER_SAVE_SECTION = '10';

type Kind = 'submit' | 'append' | 'save';

interface Sent {
  kind: Kind;
  lane: number;
  seq: number;
  student: number;
  section: string;
  /** submit: the marker in the code; append/save: the message contents sent. */
  marker: string;
  contents: string[];
  /** submit: whether the code is a reference solution. */
  correct: boolean;
  status: number | null;
  acked: boolean;
  /** submit: the verdict the server answered. */
  verdict: boolean | null;
}

const dirs: string[] = [];
const pgDatabases: string[] = [];

afterAll(async () => {
  await stopAllServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const name of pgDatabases) await dropDatabase(name);
});

const marker = (code: string) => /# crash-marker (\S+)\s*$/.exec(code)?.[1];

const variants = PG_URL ? [{ name: 'PostgreSQL', postgres: true }] : [{ name: 'PGlite', postgres: false }];

describe.each(variants)('kill -9 during 50 concurrent writes, restart on the same data ($name)', ({ postgres }) => {
  it('keeps every acknowledged write exactly once, consistent attempts, and takes new writes', { timeout: 180_000 }, async () => {
    const content = loadContent(CONTENT_DIR);
    const dataDir = mkdtempSync(join(tmpdir(), 'dodam-crash-'));
    dirs.push(dataDir);
    let databaseUrl: string | undefined;
    if (postgres) {
      const name = `dodam_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      pgDatabases.push(name);
      const url = new URL(PG_URL!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }

    const first = await startServer({
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      adminPassword: ADMIN_PASSWORD,
      env: { EVAL_SUBMITS_PER_MINUTE: '10000', CODE_RUNS_PER_MINUTE: '10000'},
    });
    const admin = await adminLogin(first.url, ADMIN_PASSWORD);
    const students: Account[] = [];
    for (let i = 0; i < STUDENTS; i += 1) students.push(await approvedAccount(first.url, admin, { prefix: 'crash' }));
    const tokens = await Promise.all(students.map((s) => tokenOf(first.url, s)));

    // ---- the load: 50 lanes, each sending one request after another until the kill ----------
    const sent: Sent[] = [];
    const acks: Record<Kind, number> = { submit: 0, append: 0, save: 0 };
    const inFlight: Record<Kind, number> = { submit: 0, append: 0, save: 0 };
    const turns: number[] = [];
    let completions = 0;
    let inFlightAtKill: Record<Kind, number> | null = null;
    let killing: Promise<void> | null = null;
    const kill = () => {
      if (killing) return;
      inFlightAtKill = { ...inFlight };
      killing = first.kill9();
    };

    const laneKind = (lane: number): Kind => (lane % 2 === 0 ? 'submit' : lane % 4 === 1 ? 'append' : 'save');
    const appendLanes = [...Array(CONCURRENCY).keys()].filter((l) => laneKind(l) === 'append');
    const saveLanes = [...Array(CONCURRENCY).keys()].filter((l) => laneKind(l) === 'save');

    function build(lane: number, seq: number): { entry: Sent; path: string; body: unknown } {
      const kind = laneKind(lane);
      if (kind === 'submit') {
        const student = (lane / 2) % STUDENTS;
        const section = SUBMIT_SECTIONS[student % SUBMIT_SECTIONS.length]!;
        const problems = content.section(section)!.problems;
        // Each student goes through the problems in turn (from several lanes at once), so attempts
        // complete while the load runs.
        const turn = turns[student] ?? 0;
        turns[student] = turn + 1;
        const problem = problems[turn % problems.length]!;
        const correct = seq % 3 !== 2;
        const tag = `${lane}-${seq}`;
        const code = `${correct ? problem.reference_solution.trimEnd() : 'print("오답")'}\n# crash-marker ${tag}\n`;
        return {
          entry: { kind, lane, seq, student, section, marker: tag, contents: [], correct, status: null, acked: false, verdict: null },
          path: '/api/v1/evaluation/submit',
          body: { section_id: section, problem_id: problem.id, code },
        };
      }
      const index = (kind === 'append' ? appendLanes : saveLanes).indexOf(lane);
      const student = index % STUDENTS;
      const sections = kind === 'append' ? APPEND_SECTIONS : SAVE_SECTIONS;
      const section = sections[Math.floor(index / STUDENTS)]!;
      const tag = `${kind} ${lane}-${seq}`;
      // A save replaces the history with 1-5 messages: a half-applied save would show.
      const contents = kind === 'append' ? [`${tag} question`, `${tag} answer`] : Array.from({ length: (seq % 5) + 1 }, (_, i) => `${tag} #${i}`);
      const messages = contents.map((text, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content: text }));
      return {
        entry: { kind, lane, seq, student, section, marker: tag, contents, correct: false, status: null, acked: false, verdict: null },
        path: kind === 'append' ? `/api/v1/tutor/conversations/${section}/messages` : '/api/v1/tutor/conversations/unified',
        body: kind === 'append' ? { messages } : { section_id: section, unified_messages: messages },
      };
    }

    async function runLane(lane: number): Promise<void> {
      const kind = laneKind(lane);
      const max = kind === 'append' ? MAX_APPENDS : kind === 'save' ? MAX_SAVES : Infinity;
      for (let seq = 0; seq < max && !killing; seq += 1) {
        const { entry, path, body } = build(lane, seq);
        sent.push(entry);
        inFlight[kind] += 1;
        try {
          const res = await fetch(`${first.url}${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[entry.student]}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const text = await res.text();
          entry.status = res.status;
          entry.acked = res.status >= 200 && res.status < 300;
          if (entry.acked && kind === 'submit') {
            const answer = JSON.parse(text) as { result: { correct: boolean }; state: { evaluationComplete: boolean } };
            entry.verdict = answer.result.correct;
            if (answer.state.evaluationComplete) completions += 1;
          }
        } catch {
          // the server is gone (connection reset): not acknowledged
        } finally {
          inFlight[kind] -= 1;
        }
        if (!entry.acked) return; // a lane's requests are sequential: nothing after a lost one
        acks[kind] += 1;
        if (acks.submit >= KILL_AFTER_SUBMITS && completions >= 2 && acks.append > 0 && acks.save > 0) kill();
      }
    }

    await Promise.all([...Array(CONCURRENCY).keys()].map(runLane));
    kill(); // (only if every lane ran out before the threshold)
    await killing;
    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');

    // Every answer that came back before the kill was a success: the load itself was valid.
    expect(sent.filter((r) => r.status !== null && !r.acked).map((r) => `${r.kind} ${r.status}`)).toEqual([]);
    // Writes were really in flight when the process died.
    const flying = inFlightAtKill as Record<Kind, number> | null;
    expect(flying!.submit + flying!.append + flying!.save).toBeGreaterThan(0);
    const acked = sent.filter((r) => r.acked);
    expect(acked.filter((r) => r.kind === 'submit').length).toBeGreaterThanOrEqual(KILL_AFTER_SUBMITS);

    // ---- restart on the same data -----------------------------------------------------------
    if (!postgres) {
      // The killed process could not remove its lock: it is still there, naming a dead process.
      const stale = readLockHolder(dataDir);
      expect(stale?.pid).toBe(first.pid);
      expect(holderAlive(stale!)).toBe(false);
    }
    const second = await restartServer(first);
    if (!postgres) expect(readLockHolder(dataDir)?.pid).toBe(second.pid);
    const health = await api(second.url, 'GET', '/api/v1/health');
    expect(health.body).toEqual({ status: 'ok', database: postgres ? 'postgres' : 'pglite' });

    // Sessions acknowledged before the crash still work; new writes work.
    const me = await api(second.url, 'GET', '/api/v1/auth/me', { token: tokens[0] });
    expect(me.status).toBe(200);
    const problem = content.section('1')!.problems[0]!;
    const afterSubmit = await api(second.url, 'POST', '/api/v1/evaluation/submit', {
      token: tokens[0],
      json: { section_id: '1', problem_id: problem.id, code: `${problem.reference_solution.trimEnd()}\n# crash-marker after\n` },
    });
    expect(afterSubmit.status).toBe(200);
    expect(afterSubmit.body.result.correct).toBe(true);
    const afterLane = appendLanes[0]!;
    const afterAppendSection = build(afterLane, 0).entry.section;
    const afterAppend = await api(second.url, 'POST', `/api/v1/tutor/conversations/${afterAppendSection}/messages`, {
      token: tokens[0],
      json: { messages: [{ role: 'user', content: 'after question' }, { role: 'assistant', content: 'after answer' }] },
    });
    expect(afterAppend.status).toBe(200);
    const afterSave = await api(second.url, 'POST', '/api/v1/tutor/conversations/unified', {
      token: tokens[1],
      json: { section_id: AFTER_SAVE_SECTION, unified_messages: [{ role: 'user', content: 'after save' }] },
    });
    expect(afterSave.status).toBe(200);
    const afterRead = await api(second.url, 'GET', `/api/v1/tutor/conversations/${afterAppendSection}?limit=200`, { token: tokens[0] });
    expect(afterRead.body.unified_history.slice(-2).map((m: { content: string }) => m.content)).toEqual(['after question', 'after answer']);

    // A clean stop releases the data directory.
    expect(await second.stop()).toBe(0);
    if (!postgres) expect(existsSync(join(dataDir, LOCK_FILENAME))).toBe(false);

    // ---- what the database holds ------------------------------------------------------------
    const database: Database = postgres ? fromPostgres(databaseUrl!, 2) : await openDatabase({ dataDir });
    try {
      const db = database.db;
      const ids = students.map((s) => s.id);

      // Submissions: each acknowledged one exactly once, none twice, none from nowhere.
      const subs = await db.select().from(evaluationSubmissions).where(inArray(evaluationSubmissions.userId, ids));
      const submits = sent.filter((r) => r.kind === 'submit');
      const byMarker = new Map(submits.map((r) => [r.marker, r]));
      const stored = new Map<string, number>();
      for (const s of subs) {
        const tag = marker(s.code);
        expect(tag === 'after' || (tag !== undefined && byMarker.has(tag)), `unknown submission ${s.code}`).toBe(true);
        stored.set(tag!, (stored.get(tag!) ?? 0) + 1);
        const origin = byMarker.get(tag!);
        if (origin) {
          expect(s.userId).toBe(students[origin.student]!.id);
          expect(s.isCorrect).toBe(origin.correct);
          if (origin.acked) expect(s.isCorrect).toBe(origin.verdict);
        }
      }
      expect([...stored.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const lost = submits.filter((r) => r.acked && !stored.has(r.marker)).map((r) => r.marker);
      expect(lost).toEqual([]);
      expect(stored.get('after')).toBe(1);

      // Attempts: numbered 1..n per student and section; each complete exactly when its last
      // submission gave every problem one, with the counts of its latest answers; only the newest
      // may be open. Every submission belongs to an attempt of its student and section.
      const attempts = await db.select().from(evaluationAttempts).where(inArray(evaluationAttempts.userId, ids));
      const attemptById = new Map(attempts.map((a) => [a.id, a]));
      for (const s of subs) {
        const a = attemptById.get(s.attemptId);
        expect(a && a.userId === s.userId && a.sectionId === s.sectionId).toBe(true);
      }
      const groups = new Map<string, typeof attempts>();
      for (const a of attempts) groups.set(`${a.userId}/${a.sectionId}`, [...(groups.get(`${a.userId}/${a.sectionId}`) ?? []), a]);
      let completed = 0;
      for (const list of groups.values()) {
        list.sort((x, y) => x.attempt - y.attempt);
        expect(list.map((a) => a.attempt)).toEqual(list.map((_, i) => i + 1));
        const total = content.section(list[0]!.sectionId)!.problems.length;
        list.forEach((a, i) => {
          const mine = subs.filter((s) => s.attemptId === a.id).sort((x, y) => x.id - y.id);
          const seen = new Set<string>();
          let completedAt = -1;
          mine.forEach((s, j) => {
            seen.add(s.problemId);
            if (seen.size === total && completedAt < 0) completedAt = j;
          });
          if (a.completedAt) {
            completed += 1;
            expect(completedAt).toBe(mine.length - 1);
            const latest = new Map(mine.map((s) => [s.problemId, s.isCorrect]));
            expect(a.correctCount).toBe([...latest.values()].filter(Boolean).length);
            expect(a.totalCount).toBe(total);
          } else {
            expect(seen.size).toBeLessThan(total);
            expect(i).toBe(list.length - 1);
          }
        });
      }
      expect(completed).toBeGreaterThan(0);

      // The learning records written in the same transactions: one per submission, one per completion.
      const events = await db.select().from(learningEvents).where(inArray(learningEvents.userId, ids));
      expect(events.filter((e) => e.kind === 'evaluation_attempt').length).toBe(subs.length);
      expect(events.filter((e) => e.kind === 'evaluation_complete').length).toBe(completed);

      // Conversations: per append lane, the acknowledged appends in order, each once (perhaps one
      // more that committed as the server died), never half an append.
      const conversations = await db.select().from(tutorConversations).where(inArray(tutorConversations.userId, ids));
      const conversation = (student: number, section: string) => conversations.find((c) => c.userId === students[student]!.id && c.sectionId === section);
      for (const lane of appendLanes) {
        const mine = sent.filter((r) => r.lane === lane).sort((x, y) => x.seq - y.seq);
        if (mine.length === 0) continue;
        const row = conversation(mine[0]!.student, mine[0]!.section);
        let contents = (row?.messages ?? []).map((m) => m.content);
        expect(row?.messageCount ?? 0).toBe(contents.length);
        if (lane === afterLane) {
          expect(contents.slice(-2)).toEqual(['after question', 'after answer']);
          contents = contents.slice(0, -2);
        }
        const ackedCount = mine.filter((r) => r.acked).length;
        const appended = contents.length / 2;
        expect(appended === ackedCount || (appended === ackedCount + 1 && mine.length > ackedCount), `lane ${lane}: ${appended} appends stored, ${ackedCount} acknowledged`).toBe(true);
        expect(contents).toEqual(mine.slice(0, appended).flatMap((r) => r.contents));
      }
      // Saves (each replaces the history): the last acknowledged one or the one after it, whole.
      for (const lane of saveLanes) {
        const mine = sent.filter((r) => r.lane === lane).sort((x, y) => x.seq - y.seq);
        if (mine.length === 0) continue;
        const row = conversation(mine[0]!.student, mine[0]!.section);
        const ackedCount = mine.filter((r) => r.acked).length;
        const candidates = [mine[ackedCount - 1], mine[ackedCount]].filter((r): r is Sent => r !== undefined).map((r) => r.contents);
        if (!row) expect(ackedCount).toBe(0);
        else expect(candidates).toContainEqual(row.messages.map((m) => m.content));
      }
      expect(conversation(1, AFTER_SAVE_SECTION)?.messages.map((m) => m.content)).toEqual(['after save']);
    } finally {
      await database.close();
    }
  });
});
