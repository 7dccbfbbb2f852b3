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

  it('stuck after the last rung: the last rung seen at least 10 minutes ago and never passed', () => {
    const hints = [hint(1, 'p', 3, 30), hint(2, 'p', 3, 5), hint(3, 'p', 2, 30), hint(4, 'p', 3, 30)];
    const subs = [sub(4, 'p', true, 20)];
    expect(stuckAfterLastRung(hints, subs, now).map((h) => h.userId)).toEqual([1]);
  });

  it('the alert names two stuck problems and counts the rest in one line', () => {
    const stuckProblems = ['가', '나', '다', '라'].map((title, i) => ({ sectionId: '1', problemId: `s1-p${i + 1}`, title }));
    const reasons = alertReasons({ now, enrolledAt: ago(60), lastActivity: ago(5), failedProblems: [], recentRunErrors: [], answerRequests: 0, progress: 10, classMedian: 10, stuckProblems }).filter((r) => r.code === 'stuck_last_rung');
    expect(reasons.map((r) => r.problem_id)).toEqual(['s1-p1', 's1-p2', null]);
    expect(reasons[2]!.message).toBe('그 밖에 2개 문제도 마지막 힌트까지 보고 아직 통과하지 못했어요.');
  });
});
