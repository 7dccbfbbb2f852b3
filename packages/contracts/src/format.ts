// The one formatter of figures (issue 22): every screen, report and CSV rounds percentages and
// writes study time and Korean times through these functions, so one figure reads the same everywhere.

/**
 * A 0-100 percentage as the server computed it (one decimal, ADR 013), clamped: '6.3%', '50%'.
 * Never re-rounded to a whole number anywhere, so every screen shows the same number.
 */
export function formatPercent(value: number): string {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return `${Math.round(clamped * 10) / 10}%`;
}

/** Study time as hours and minutes from seconds (spec section 9): '1시간 5분', '12분'. */
export function formatStudyTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `${minutes}분` : `${hours}시간 ${minutes % 60}분`;
}

/** Whole minutes of study from seconds (the CSV's 학습 시간(분) column; same floor as formatStudyTime). */
export function studyMinutes(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60);
}

// Korea has had no daylight saving time since 1988: Seoul time is UTC+9.
const SEOUL_OFFSET_MS = 9 * 3600_000;

/** An instant in Korea time for files and print: '2026-11-26 03:47' (never UTC). */
export function formatSeoulDateTime(value: string | Date | null | undefined, empty = ''): string {
  if (value === null || value === undefined || value === '') return empty;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return String(value);
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
