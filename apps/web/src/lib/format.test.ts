import { describe, expect, it } from 'vitest';
import { formatDate, formatPercent, formatStudyTime } from '@/lib/format';

describe('format', () => {
  it('formats dates in ko-KR', () => {
    expect(formatDate('2025-03-04T10:00:00Z')).toBe('2025년 3월 4일');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('not a date');
  });
  it('clamps percentages', () => {
    // The server's one decimal is shown as given (ADR 013), never re-rounded to an integer.
    expect(formatPercent(42.4)).toBe('42.4%');
    expect(formatPercent(6.3)).toBe('6.3%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(140)).toBe('100%');
    expect(formatPercent(-3)).toBe('0%');
  });
  it('shows study time as hours and minutes', () => {
    expect(formatStudyTime(59)).toBe('0분');
    expect(formatStudyTime(3900)).toBe('1시간 5분');
  });
});
