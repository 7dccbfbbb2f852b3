import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_WINDOW_MS,
  HEARTBEAT_SLACK_SECONDS,
  MAX_HEARTBEAT_SECONDS,
  averageScore,
  capHeartbeats,
  completionRate,
  coursePercent,
  isStudying,
  lastDays,
  mean,
  roundOne,
  seoulDay,
  stepPercent,
  streakReachedOn,
  streaks,
  totalProgress,
} from './progress.js';

describe('course progress formula', () => {
  it('is 0 for a course without sections', () => {
    expect(stepPercent(0, 0)).toBe(0);
    expect(coursePercent([], 0)).toBe(0);
  });

  it('counts every learning type of every section as one step, one decimal', () => {
    expect(stepPercent(1, 1)).toBe(33.3);
    expect(coursePercent([{ completed_types: ['video'] }, { completed_types: ['practice'] }], 3)).toBe(22.2);
    // The example: 4 of 48 steps is 8.3 everywhere, never 8 or 8.33.
    expect(stepPercent(4, 16)).toBe(8.3);
  });

  it('reaches 100 when every type of every section is done', () => {
    expect(coursePercent([{ completed_types: ['video', 'practice', 'evaluation'] }, { completed_types: ['video', 'practice', 'evaluation'] }], 2)).toBe(100);
  });
});

describe('total progress and the other figures', () => {
  it('weighs courses by their steps, so one course gives exactly its percent', () => {
    expect(totalProgress([{ done_steps: 4, total_sections: 16 }])).toBe(8.3);
    // 4 + 6 of 48 + 12 steps
    expect(totalProgress([{ done_steps: 4, total_sections: 16 }, { done_steps: 6, total_sections: 4 }])).toBe(16.7);
    expect(totalProgress([])).toBe(0);
  });
  it('rounds one way: one decimal', () => {
    expect(roundOne(6.25)).toBe(6.3);
    expect(roundOne(Number.NaN)).toBe(0);
    expect(completionRate(1, 16)).toBe(6.3);
    expect(completionRate(0, 0)).toBe(0);
  });
  it('averages only scores above 0, null for none', () => {
    expect(averageScore([100, 0, null, 80])).toBe(90);
    expect(averageScore([0, null])).toBeNull();
    expect(averageScore([70, 80, 85])).toBe(78.3);
    expect(mean([])).toBe(0);
    expect(mean([8.3, 0])).toBe(4.2);
  });
});

describe('streaks', () => {
  it('counts the current run ending today or yesterday and the longest run', () => {
    expect(streaks(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-11-11'], '2026-11-11')).toEqual({ current: 2, longest: 3 });
    expect(streaks(['2026-11-10', '2026-11-11'], '2026-11-12')).toEqual({ current: 2, longest: 2 });
  });
  it('breaks the current run after a missed day', () => {
    expect(streaks(['2026-11-10'], '2026-11-12')).toEqual({ current: 0, longest: 1 });
    expect(streaks([], '2026-11-12')).toEqual({ current: 0, longest: 0 });
  });
  it('ignores duplicate days and crosses month ends', () => {
    expect(streaks(['2026-10-31', '2026-10-31', '2026-11-01'], '2026-11-01')).toEqual({ current: 2, longest: 2 });
  });
  it('dates the day a run first reached a length', () => {
    expect(streakReachedOn(['2026-11-01', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'], 3)).toBe('2026-11-05');
    expect(streakReachedOn(['2026-11-01', '2026-11-02'], 3)).toBeNull();
  });
  it('uses the Korean calendar day', () => {
    expect(seoulDay(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(lastDays('2026-11-02', 3)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('honest study time', () => {
  it('counts in the browser only while visible and recently active', () => {
    const now = 1_000_000_000;
    expect(isStudying({ now, visible: true, lastActivityAt: now - 1000 })).toBe(true);
    expect(isStudying({ now, visible: false, lastActivityAt: now })).toBe(false);
    expect(isStudying({ now, visible: true, lastActivityAt: now - ACTIVITY_WINDOW_MS - 1 })).toBe(false);
  });
  it('caps heartbeats on the server by the time since the previous one', () => {
    expect(capHeartbeats([30], null)).toEqual([30]);
    expect(capHeartbeats([500], null)).toEqual([MAX_HEARTBEAT_SECONDS]);
    // A second tab 10 s after the first: 10 s plus slack.
    expect(capHeartbeats([30], 10)).toEqual([10 + HEARTBEAT_SLACK_SECONDS]);
    // A night away: one interval's maximum, not the night.
    expect(capHeartbeats([30], 8 * 3600)).toEqual([30]);
    // Claims of one request share the budget.
    expect(capHeartbeats([90, 90], 100)).toEqual([90, 15]);
    expect(capHeartbeats([30], -5)).toEqual([HEARTBEAT_SLACK_SECONDS]);
  });
});
