// Ids and dates as every input parses them (issue 20): a route cannot forget the bounds, because the
// only id and date schemas are these. Ids are PostgreSQL `serial`/`integer` keys (1 … 2^31−1): a
// larger number can never name a row and would otherwise reach the database and fail there.
// Dates are real calendar days: 2027-02-30 and 9999-99-99 match a YYYY-MM-DD pattern but name no day
// (JavaScript's Date would roll the first over to 2 March).
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (and `serial`) column. */
export const MAX_DB_ID = 2_147_483_647;
export const ID_MSG = {
  invalidId: '번호가 올바르지 않습니다.',
  invalidDate: '날짜가 올바르지 않습니다. 실제 있는 날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
  invalidDateTime: '날짜와 시각이 올바르지 않습니다.',
} as const;

/** A row id in a path, query or body: a whole number 1 … 2^31−1 (numeric strings are accepted). */
export function dbIdSchema(message: string = ID_MSG.invalidId) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_DB_ID, message);
}

/** Years a school record can sensibly carry (also keeps dates inside PostgreSQL's and Date's range). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `text` is YYYY-MM-DD naming a day that exists (leap years included), years 1900–2200. */
export function isCalendarDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as YYYY-MM-DD (the string is kept; the day is checked to exist). */
export function calendarDateSchema(message: string = ID_MSG.invalidDate) {
  return z.string({ error: message }).trim().refine(isCalendarDate, message);
}

/**
 * A calendar day (YYYY-MM-DD) or an ISO 8601 date-time whose date part is a real day and whose
 * time is a real time. `Date.parse` alone accepts 2027-02-30T10:00 (and rolls it over).
 */
export function isCalendarDateTime(text: string): boolean {
  if (isCalendarDate(text)) return true;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!m || !isCalendarDate(m[1]!)) return false;
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return false;
  if (m[5] && m[5] !== 'Z') {
    const zone = /^[+-](\d{2}):?(\d{2})$/.exec(m[5]);
    if (!zone || Number(zone[1]) > 14 || Number(zone[2]) > 59) return false;
  }
  return !Number.isNaN(Date.parse(text));
}

export function calendarDateTimeSchema(message: string = ID_MSG.invalidDateTime) {
  return z.string({ error: message }).trim().refine(isCalendarDateTime, message);
}
