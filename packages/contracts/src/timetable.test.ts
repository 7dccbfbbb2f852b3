import { describe, expect, it } from 'vitest';
import { classTimeText, periodLabel, scheduleText, schoolTimetableSchema, TIMETABLE_MSG } from './timetable.js';
import { courseCreateSchema } from './admin-courses.js';

const periods = [
  { start: '09:00', end: '09:45' },
  { start: '09:55', end: '10:40' },
  { start: '12:50', end: '13:35' },
  { start: '13:40', end: '14:30' },
];

describe('school timetable', () => {
  it('names one period, consecutive periods, and nothing for other times', () => {
    expect(periodLabel(periods, { start: '13:40', end: '14:30' })).toBe('4교시');
    expect(periodLabel(periods, { start: '09:00', end: '10:40' })).toBe('1~2교시');
    expect(periodLabel(periods, { start: '13:40', end: '14:00' })).toBeNull();
    expect(periodLabel(periods, { start: '13:40', end: '09:45' })).toBeNull();
    expect(periodLabel([], { start: '13:40', end: '14:30' })).toBeNull();
  });

  it('writes a schedule Monday first, periods named, other times as clock times', () => {
    expect(scheduleText(['수', '월'], { 월: { start: '13:40', end: '14:30' }, 수: { start: '15:10', end: '16:00' } }, periods)).toBe('월 4교시 (13:40–14:30) · 수 15:10–16:00');
    expect(classTimeText('금', undefined, periods)).toBe('금');
    expect(scheduleText([], {}, periods)).toBe('');
  });

  it('validates periods: HH:MM, end after start, in order without overlap', () => {
    expect(schoolTimetableSchema.safeParse({ periods }).success).toBe(true);
    expect(schoolTimetableSchema.safeParse({ periods: [] }).success).toBe(true);
    const issue = (p: unknown) => schoolTimetableSchema.safeParse({ periods: p }).error?.issues[0]?.message;
    expect(issue([{ start: '9:00', end: '09:45' }])).toBe(TIMETABLE_MSG.timeFormat);
    expect(issue([{ start: '09:00', end: '09:00' }])).toBe('1교시의 종료 시간은 시작 시간보다 늦어야 합니다.');
    expect(issue([{ start: '09:00', end: '09:45' }, { start: '09:45', end: '10:30' }])).toBeUndefined();
    expect(issue([{ start: '09:00', end: '09:45' }, { start: '09:44', end: '10:30' }])).toMatch(/^2교시는 1교시가 끝난 뒤에/);
  });

  it('class times accept any minute but only real clock times', () => {
    const base = { name: 'x', description: 'x', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 30, dayOfWeek: ['월'] };
    expect(courseCreateSchema.safeParse({ ...base, classTime: { 월: { start: '13:40', end: '14:30' } } }).success).toBe(true);
    expect(courseCreateSchema.safeParse({ ...base, classTime: { 월: { start: '13:40', end: '24:30' } } }).success).toBe(false);
  });
});
