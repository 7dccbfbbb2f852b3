// The school's own 교시 timetable (issue 22): set once by the admin, offered by the class schedule
// picker ("6교시 (13:40–14:30)") and used wherever a class's time is shown ("월 6교시").
import { z } from 'zod';
import { WEEKDAYS_KO } from './constants.js';

export const TIMETABLE_MSG = {
  timeFormat: '시간은 00:00부터 23:59 사이의 HH:MM 형식(예: 13:40)으로 입력해 주세요.',
  periodEndAfterStart: '{n}교시의 종료 시간은 시작 시간보다 늦어야 합니다.',
  periodOverlap: '{n}교시는 {prev}교시가 끝난 뒤에 시작해야 합니다. 교시는 시간 순서대로, 겹치지 않게 입력해 주세요.',
  tooManyPeriods: '교시는 최대 {max}개까지 입력할 수 있습니다.',
} as const;

export const MAX_PERIODS = 15;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A clock time of day, any minute (HH:MM, 24 hours). */
export const clockTimeSchema = z.string({ error: TIMETABLE_MSG.timeFormat }).trim().regex(HHMM, TIMETABLE_MSG.timeFormat);
export const isClockTime = (s: string): boolean => HHMM.test(s);

const fillN = (template: string, n: number, prev?: number) => template.replace('{n}', String(n)).replace('{prev}', String(prev ?? ''));

export const schoolPeriodSchema = z.object({ start: clockTimeSchema, end: clockTimeSchema }).strict();
export type SchoolPeriod = z.infer<typeof schoolPeriodSchema>;

/** The timetable: periods in order (1교시 first); an empty list means the school set none. */
export const schoolTimetableSchema = z
  .object({
    periods: z.array(schoolPeriodSchema).max(MAX_PERIODS, TIMETABLE_MSG.tooManyPeriods.replace('{max}', String(MAX_PERIODS))),
  })
  .strict()
  .superRefine((v, ctx) => {
    v.periods.forEach((p, i) => {
      if (p.end <= p.start) ctx.addIssue({ code: 'custom', path: ['periods', i, 'end'], message: fillN(TIMETABLE_MSG.periodEndAfterStart, i + 1) });
      const prev = v.periods[i - 1];
      if (prev && p.start < prev.end) ctx.addIssue({ code: 'custom', path: ['periods', i, 'start'], message: fillN(TIMETABLE_MSG.periodOverlap, i + 1, i) });
    });
  });
export type SchoolTimetable = z.infer<typeof schoolTimetableSchema>;

/** The period label of a class time: "6교시" for one period, "5~6교시" for consecutive ones, else null. */
export function periodLabel(periods: readonly SchoolPeriod[], time: { start: string; end: string }): string | null {
  const first = periods.findIndex((p) => p.start === time.start);
  const last = periods.findIndex((p) => p.end === time.end);
  if (first < 0 || last < first) return null;
  return first === last ? `${first + 1}교시` : `${first + 1}~${last + 1}교시`;
}

/** One day's class time as shown: "월 6교시 (13:40–14:30)" or "월 14:00–15:30". */
export function classTimeText(day: string, time: { start: string; end: string } | undefined, periods: readonly SchoolPeriod[]): string {
  if (!time?.start || !time.end) return day;
  const range = `${time.start}–${time.end}`;
  const label = periodLabel(periods, time);
  return label ? `${day} ${label} (${range})` : `${day} ${range}`;
}

/** A class's schedule on one line ("월 6교시 (13:40–14:30) · 수 14:00–15:30"), '' when it has none. */
export function scheduleText(dayOfWeek: readonly string[], classTime: Partial<Record<string, { start: string; end: string }>>, periods: readonly SchoolPeriod[]): string {
  const order = (d: string) => (WEEKDAYS_KO as readonly string[]).indexOf(d);
  return [...dayOfWeek]
    .sort((a, b) => order(a) - order(b))
    .map((d) => classTimeText(d, classTime[d], periods))
    .join(' · ');
}
