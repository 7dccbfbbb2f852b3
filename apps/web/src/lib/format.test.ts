import { describe, expect, it } from 'vitest';
import { formatDate, formatPercent } from '@/lib/format';

describe('format', () => {
  it('formats dates in ko-KR', () => {
    expect(formatDate('2025-03-04T10:00:00Z')).toBe('2025년 3월 4일');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('not a date');
  });
  it('clamps percentages', () => {
    expect(formatPercent(42.4)).toBe('42%');
    expect(formatPercent(140)).toBe('100%');
    expect(formatPercent(-3)).toBe('0%');
  });
});
