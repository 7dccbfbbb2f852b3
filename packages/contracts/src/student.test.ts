import { describe, expect, it } from 'vitest';
import { MISTAKE_REVIEW_AFTER_DAYS, courseBadgeVariant, studyStatus, earnBadges, insightTips, mistakeStatus, sectionScoreVariant } from './student.js';

const none = { firstRunAt: null, firstCorrectAt: null, firstTryCorrectAt: null, firstSectionCompletedAt: null, firstPerfectScoreAt: null, firstCourseCompletedAt: null, activityDays: [] };

describe('badge colours (spec section 9)', () => {
  it('course badge: 80 green, 50 amber, else grey', () => {
    expect([courseBadgeVariant(80), courseBadgeVariant(79.9), courseBadgeVariant(50), courseBadgeVariant(49.9)]).toEqual(['success', 'warning', 'warning', 'secondary']);
  });
  it('section score: 90 success, 80 primary, 70 warning, else secondary', () => {
    expect([90, 89, 80, 70, 69].map(sectionScoreVariant)).toEqual(['success', 'primary', 'primary', 'warning', 'secondary']);
  });
  it('course status', () => {
    expect([studyStatus(4, 4, 100), studyStatus(0, 4, 8.3), studyStatus(0, 4, 0)]).toEqual(['completed', 'in_progress', 'not_started']);
  });
});

describe('badges', () => {
  it('earns nothing without events', () => {
    const { badges, recent_achievements } = earnBadges(none);
    expect(badges.every((b) => !b.earned && b.date === null)).toBe(true);
    expect(recent_achievements).toEqual([]);
  });
  it('dates each badge by its event, streaks by the day the run reached its length, newest first', () => {
    const { badges, recent_achievements } = earnBadges({
      ...none,
      firstRunAt: '2026-11-01T01:00:00.000Z',
      firstCorrectAt: '2026-11-03T01:00:00.000Z',
      activityDays: ['2026-11-01', '2026-11-02', '2026-11-03'],
    });
    const by = Object.fromEntries(badges.map((b) => [b.id, b.date]));
    expect(by).toMatchObject({ first_run: '2026-11-01T01:00:00.000Z', first_correct: '2026-11-03T01:00:00.000Z', streak_3: '2026-11-03', streak_7: null });
    expect(recent_achievements.map((r) => r.name)).toEqual(['첫 정답', '3일 연속 학습', '첫 실행']);
  });
});

describe('insight tips (spec section 9)', () => {
  const base = { progress: 10, classProgress: 10, score: null, classScore: null, streak: 1, pythonProgress: null, mathProgress: null };
  it('follows each rule', () => {
    expect(insightTips({ ...base, progress: 30, classProgress: 20 }).map((t) => t.kind)).toEqual(['comparison']);
    expect(insightTips({ ...base, progress: 5, classProgress: 16 }).map((t) => t.kind)).toEqual(['improvement']);
    expect(insightTips({ ...base, progress: 5, classProgress: 15 })).toEqual([]);
    expect(insightTips({ ...base, score: 90, classScore: 80 }).map((t) => t.kind)).toEqual(['strength']);
    expect(insightTips({ ...base, streak: 7 }).map((t) => t.kind)).toEqual(['achievement']);
    expect(insightTips({ ...base, streak: 0 }).map((t) => t.kind)).toEqual(['restart']);
    expect(insightTips({ ...base, pythonProgress: 40, mathProgress: 9 }).map((t) => t.kind)).toEqual(['balance']);
    expect(insightTips({ ...base, pythonProgress: 40, mathProgress: 10 })).toEqual([]);
  });
  it('gives at most four', () => {
    expect(insightTips({ progress: 50, classProgress: 10, score: 90, classScore: 50, streak: 8, pythonProgress: 90, mathProgress: 0 })).toHaveLength(4);
  });
});

describe('mistakes notebook', () => {
  const now = new Date('2026-11-10T00:00:00Z');
  it('keeps unsolved and multi-try problems, review after a few days', () => {
    expect(mistakeStatus({ tries: 3, solvedAt: null }, now)).toBe('unsolved');
    expect(mistakeStatus({ tries: 1, solvedAt: '2026-11-01T00:00:00Z' }, now)).toBeNull();
    expect(mistakeStatus({ tries: 2, solvedAt: '2026-11-09T00:00:00Z' }, now)).toBe('solved_recently');
    const old = new Date(now.getTime() - MISTAKE_REVIEW_AFTER_DAYS * 86_400_000).toISOString();
    expect(mistakeStatus({ tries: 2, solvedAt: old }, now)).toBe('review');
  });
});
