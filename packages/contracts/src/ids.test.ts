import { describe, expect, it } from 'vitest';
import { MAX_DB_ID, dbIdSchema, isCalendarDate, isCalendarDateTime } from './ids.js';

describe('dbIdSchema', () => {
  it('accepts 1 … 2^31−1 (numbers and numeric strings) and nothing else', () => {
    expect(dbIdSchema().parse('1')).toBe(1);
    expect(dbIdSchema().parse(MAX_DB_ID)).toBe(MAX_DB_ID);
    for (const bad of ['2147483648', 0, -1, 1.5, 'abc', '1e10', Infinity]) expect(dbIdSchema().safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('accepts only days that exist', () => {
    for (const ok of ['2026-01-31', '2028-02-29', '2000-02-29', '2027-12-31']) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of ['2027-02-30', '2027-02-29', '1900-02-29', '9999-99-99', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', ' 2026-01-01', '2026-01-01T00:00']) expect(isCalendarDate(bad), bad).toBe(false);
  });
  it('date-times need a real day and a real time', () => {
    for (const ok of ['2027-02-28', '2027-02-28T23:59:59Z', '2027-02-28T10:00:00+09:00', '2027-02-28T10:00:00.123Z']) expect(isCalendarDateTime(ok), ok).toBe(true);
    for (const bad of ['2027-02-30T10:00:00Z', '2027-01-01T24:00:00Z', '2027-01-01T10:60Z', '2027-01-01T10:00:00+15:00', 'tomorrow']) expect(isCalendarDateTime(bad), bad).toBe(false);
  });
});
