import { describe, expect, it } from 'vitest';
import {
  ALERT_THRESHOLDS,
  type AlertFacts,
  alertReasons,
  averageSessionMinutes,
  completionRate,
  errorTypeOf,
  failureCluster,
  median,
  mostActiveTime,
  progressColor,
  progressDistribution,
  studyTimeLabel,
  trailingErrorStreak,
} from './teacher.js';
import { stepPercent } from './progress.js';

describe('teacher figures', () => {
  it('course percent (shared with the student side) counts learning types over sections × 3', () => {
    expect(stepPercent(0, 16)).toBe(0);
    expect(stepPercent(12, 16)).toBe(25);
    expect(stepPercent(1, 16)).toBe(2.1);
    expect(stepPercent(3, 0)).toBe(0);
  });
  it('median, completion rate, session minutes', () => {
    expect(median([])).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(completionRate(4, 2, 16)).toBe(12.5);
    expect(completionRate(1, 0, 16)).toBe(0);
    expect(averageSessionMinutes(3600, 2)).toBe(30);
    expect(averageSessionMinutes(100, 0)).toBe(0);
  });
  it('most active time is the busiest Seoul hour as a Korean range', () => {
    expect(mostActiveTime([])).toBeNull();
    expect(mostActiveTime([{ hour: 9, count: 2 }, { hour: 20, count: 5 }])).toBe('오후 8시~9시');
    expect(mostActiveTime([{ hour: 11, count: 3 }, { hour: 0, count: 3 }])).toBe('오전 12시~1시');
    expect(mostActiveTime([{ hour: 11, count: 3 }])).toBe('오전 11시~12시');
  });
  it('spec progress colours and study time', () => {
    expect([85, 80, 79.9, 60, 45, 39].map(progressColor)).toEqual(['success', 'success', 'info', 'info', 'warning', 'danger']);
    expect(studyTimeLabel(0)).toBe('0분');
    expect(studyTimeLabel(59 * 60 + 59)).toBe('59분');
    expect(studyTimeLabel(3900)).toBe('1시간 5분');
  });
  it('progress distribution uses 10-point buckets with 100 apart', () => {
    const d = progressDistribution([0, 9.9, 10, 55, 100]);
    expect(d).toHaveLength(11);
    expect(d[0]).toEqual({ bucket: '0-9', count: 2 });
    expect(d[1]!.count).toBe(1);
    expect(d[5]!.count).toBe(1);
    expect(d[10]).toEqual({ bucket: '100', count: 1 });
  });
  it('error types and trailing streaks', () => {
    expect(errorTypeOf('Traceback (most recent call last):\n  File "main.py", line 1, in <module>\nNameError: name \'x\' is not defined')).toBe('NameError');
    expect(errorTypeOf(null, 'timeout')).toBe('timeout');
    expect(errorTypeOf(null)).toBeNull();
    expect(trailingErrorStreak(['NameError', 'NameError', 'NameError', null])).toEqual({ type: 'NameError', count: 3 });
    expect(trailingErrorStreak([null, 'NameError'])).toEqual({ type: null, count: 0 });
    expect(trailingErrorStreak(['TypeError', 'NameError'])).toEqual({ type: 'TypeError', count: 1 });
  });
  it('failure clusters join the same error shape and the same wrong output', () => {
    const a = failureCluster({ error: "NameError: name 'x' is not defined", output: '', status: 'error' });
    const b = failureCluster({ error: "Traceback...\nNameError: name 'total' is not defined", output: '', status: 'error' });
    expect(a.key).toBe(b.key);
    expect(a.label).toBe("NameError: name '…' is not defined");
    const c = failureCluster({ error: null, output: '합계: 10\n', status: 'failed' });
    const d = failureCluster({ error: null, output: '합계: 10', status: 'failed' });
    expect(c.key).toBe(d.key);
    expect(c.key).not.toBe(failureCluster({ error: null, output: '합계: 11', status: 'failed' }).key);
    expect(failureCluster({ error: null, output: '', status: 'timeout' }).key).toBe('timeout');
  });
  it('a hidden test that raised is no wrong output, even when the example printed the expected text', () => {
    const hidden = failureCluster({ error: null, output: '합계: 10\n', status: 'error' });
    expect(hidden.key).toBe('hidden_error');
    expect(hidden.label).not.toContain('오답 출력');
    // An example-run error still clusters by its type.
    expect(failureCluster({ error: 'ValueError: bad', output: '합계: 10\n', status: 'error' }).label).toBe('ValueError: bad');
  });
});

describe('early warning reasons', () => {
  const now = new Date('2026-03-20T12:00:00Z');
  const base: AlertFacts = { now, enrolledAt: new Date('2026-03-01T00:00:00Z'), lastActivity: new Date('2026-03-20T10:00:00Z'), failedProblems: [], recentRunErrors: [], answerRequests: 0, progress: 50, classMedian: 50 };
  it('none for a student doing fine', () => {
    expect(alertReasons(base)).toEqual([]);
  });
  it('each threshold triggers at its named value and not below', () => {
    const t = ALERT_THRESHOLDS;
    const codes = (f: Partial<AlertFacts>) => alertReasons({ ...base, ...f }).map((r) => r.code);
    expect(codes({ lastActivity: new Date(now.getTime() - t.inactiveDays * 86_400_000) })).toEqual(['inactive']);
    expect(codes({ lastActivity: new Date(now.getTime() - (t.inactiveDays - 1) * 86_400_000) })).toEqual([]);
    expect(codes({ lastActivity: null })).toEqual(['never_started']);
    expect(codes({ lastActivity: null, enrolledAt: new Date(now.getTime() - 86_400_000) })).toEqual([]);
    const failed = (n: number) => ({ failedProblems: [{ sectionId: '1', problemId: 'p1', title: '인사', failures: n }] });
    expect(codes(failed(t.failedSubmissions))).toEqual(['failed_problem']);
    expect(codes(failed(t.failedSubmissions - 1))).toEqual([]);
    expect(codes({ recentRunErrors: ['NameError', 'NameError', 'NameError'] })).toEqual(['error_streak']);
    expect(codes({ recentRunErrors: ['NameError', 'NameError', 'TypeError'] })).toEqual([]);
    expect(codes({ answerRequests: t.answerRequests })).toEqual(['answer_requests']);
    expect(codes({ progress: 50 - t.belowMedianPoints })).toEqual(['below_median']);
    expect(codes({ progress: 50 - t.belowMedianPoints + 1 })).toEqual([]);
  });
  it('names the two worst failed problems and counts the rest', () => {
    const problems = [3, 5, 4, 3].map((failures, i) => ({ sectionId: '1', problemId: `p${i}`, title: `문제${i}`, failures }));
    const reasons = alertReasons({ ...base, failedProblems: problems });
    expect(reasons.map((r) => r.problem_id)).toEqual(['p1', 'p2', null]);
    expect(reasons[2]!.message).toBe('그 밖에 2개 문제도 3번 이상 틀린 채 남아 있어요.');
  });
  it('reasons are actionable Korean sentences', () => {
    const [r] = alertReasons({ ...base, failedProblems: [{ sectionId: '1', problemId: 'p1', title: '인사하기', failures: 3 }] });
    expect(r).toEqual({ code: 'failed_problem', message: "'인사하기' 문제를 3번 제출했지만 아직 맞히지 못했어요.", section_id: '1', problem_id: 'p1' });
  });
});
