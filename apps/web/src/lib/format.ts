// Dates and percentages in the ko-KR locale (spec section 1). The formatter is created once: building
// an Intl formatter is far slower than using one.
const dateFormatter = new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const numberFormatter = new Intl.NumberFormat('ko-KR');

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2025년 3월 4일'; an unparseable value is shown as given rather than as 'Invalid Date'. */
export function formatDate(value: string | number | Date | null | undefined, empty = '-'): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return date ? dateFormatter.format(date) : String(value);
}

/** '2025. 3. 4. 오후 02:05' style (audit, outbox, teacher activity times). */
export function formatDateTime(value: string | number | Date | null | undefined, empty = '-'): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date) : String(value);
}

/** '1,234' (dashboard counters). */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

/**
 * A 0-100 percentage as the server computed it (one decimal, ADR 013), clamped: '6.3%', '50%'.
 * Never re-rounded here, so every screen shows the same number.
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
