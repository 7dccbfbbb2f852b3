import { describe, expect, it } from 'vitest';
import { alertReasons, hintEfficacy, stuckAfterLastRung, type HintFact, type SubmissionFact } from './teacher.js';

const now = new Date('2026-11-27T06:00:00Z');
const ago = (m: number) => new Date(now.getTime() - m * 60_000);
const sub = (userId: number, problemId: string, correct: boolean, m: number): SubmissionFact => ({ userId, problemId, correct, at: ago(m) });
const hint = (userId: number, problemId: string, rung: number, m: number): HintFact => ({ userId, problemId, rung, at: ago(m) });

describe('hint efficacy', () => {
  it('counts the next attempt after a hint; within 10 minutes inclusive; an open window is not a case', () => {
    const hints = [hint(1, 'p', 1, 50), hint(2, 'p', 2, 50), hint(3, 'p', 3, 30), hint(4, 'p', 3, 2), hint(5, 'p', 1, 50)];
    const subs = [sub(1, 'p', true, 45), sub(2, 'p', true, 39), sub(5, 'p', false, 45), sub(5, 'p', true, 44)];
    const f = hintEfficacy(hints, subs, now);
    expect(f.rungs.map((r) => [r.rung, r.cases, r.passed, r.rate])).toEqual([
      [1, 2, 1, 50],
      [2, 1, 0, 0],
      [3, 1, 0, 0],
    ]);
    // Exactly ten minutes still counts.
    expect(hintEfficacy([hint(1, 'p', 1, 30)], [sub(1, 'p', true, 20)], now).rungs[0]!.passed).toBe(1);
  });

  it('a hint on a problem already passed is no case; attempts without a hint compare failed tries', () => {
    const f = hintEfficacy([hint(1, 'p', 2, 10)], [sub(1, 'p', true, 20), sub(2, 'q', false, 60), sub(2, 'q', true, 52), sub(2, 'r', false, 60), sub(2, 'r', true, 40), sub(3, 'q', false, 1)], now);
    expect(f.rungs.every((r) => r.cases === 0 && r.rate === null)).toBe(true);
    expect(f.without_hint).toMatchObject({ cases: 2, passed: 1, rate: 50 });
  });

  it('every rung shown is one event; a later hint before the next attempt takes that attempt', () => {
    // Student 1: rung 1 at -60, fails at -58, rung 2 at -57, rung 3 at -56, passes at -50.
    // Student 2: rung 1 at -60, nothing for 20 minutes (a failed case), rung 2 at -40, passes at -35.
    // Student 3: rung 1 twice within a minute, passes 4 minutes after the second.
    const hints = [hint(1, 'p', 1, 60), hint(1, 'p', 2, 57), hint(1, 'p', 3, 56), hint(2, 'p', 1, 60), hint(2, 'p', 2, 40), hint(3, 'p', 1, 30), hint(3, 'p', 1, 29)];
    const subs = [sub(1, 'p', false, 58), sub(1, 'p', true, 50), sub(2, 'p', true, 35), sub(3, 'p', true, 25)];
    const f = hintEfficacy(hints, subs, now);
    expect(f.rungs.map((r) => [r.rung, r.cases, r.passed])).toEqual([
      [1, 3, 1],
      [2, 1, 1],
      [3, 1, 1],
    ]);
  });

  it('attempts without a hint are those before the student saw any hint on the problem', () => {
    // Fails at -60, passes at -55 with no hint: a case without a hint. Then on q: fails at -60, sees
    // rung 1 at -58, fails at -50, passes at -45: the q attempts are no cases without a hint.
    const f = hintEfficacy([hint(1, 'q', 1, 58)], [sub(1, 'p', false, 60), sub(1, 'p', true, 55), sub(1, 'q', false, 60), sub(1, 'q', false, 50), sub(1, 'q', true, 45)], now);
    expect(f.without_hint).toMatchObject({ cases: 1, passed: 1 });
    expect(f.rungs[0]).toMatchObject({ cases: 1, passed: 0 });
  });

  it('stuck after the last rung: the last rung seen at least 10 minutes ago and never passed', () => {
    const hints = [hint(1, 'p', 3, 30), hint(2, 'p', 3, 5), hint(3, 'p', 2, 30), hint(4, 'p', 3, 30)];
    const subs = [sub(4, 'p', true, 20)];
    expect(stuckAfterLastRung(hints, subs, now).map((h) => h.userId)).toEqual([1]);
    // One fact per student and problem, from the latest showing of the last rung.
    expect(stuckAfterLastRung([hint(1, 'p', 3, 40), hint(1, 'p', 3, 30), hint(2, 'p', 3, 30), hint(2, 'p', 3, 5)], [], now).map((h) => [h.userId, h.at])).toEqual([[1, ago(30)]]);
  });

  it('the alert names two stuck problems and counts the rest in one line', () => {
    const stuckProblems = ['가', '나', '다', '라'].map((title, i) => ({ sectionId: '1', problemId: `s1-p${i + 1}`, title }));
    const reasons = alertReasons({ now, enrolledAt: ago(60), lastActivity: ago(5), failedProblems: [], recentRunErrors: [], answerRequests: 0, progress: 10, classMedian: 10, stuckProblems }).filter((r) => r.code === 'stuck_last_rung');
    expect(reasons.map((r) => r.problem_id)).toEqual(['s1-p1', 's1-p2', null]);
    expect(reasons[2]!.message).toBe('그 밖에 2개 문제도 마지막 힌트까지 보고 아직 통과하지 못했어요.');
  });
});
