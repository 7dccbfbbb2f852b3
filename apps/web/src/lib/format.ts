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

// Percentages and study time come from the one formatter in contracts (issue 22).
export { formatPercent, formatStudyTime } from '@dodam/contracts';
