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

/** '2025. 3. 4. 오후 02:05' style, for audit and outbox columns. */
export function formatDateTime(value: string | number | Date | null | undefined, empty = '-'): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date) : String(value);
}

/** '1,234' (admin dashboard counters). */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

/** A 0-100 percentage, clamped and rounded: '42%'. */
export function formatPercent(value: number): string {
  return `${Math.round(Math.min(100, Math.max(0, value)))}%`;
}
