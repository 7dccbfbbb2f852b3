import { describe, expect, it } from 'vitest';
import { seoulToday, streaks } from './progress.js';

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
  it('uses the Korean calendar day', () => {
    expect(seoulToday(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
  });
});
