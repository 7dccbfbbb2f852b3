import Badge from 'react-bootstrap/Badge';
import { COURSE_STATUS_LABELS, type CourseStatus } from '@dodam/contracts';

const VARIANTS: Record<CourseStatus, { bg: string; text?: 'dark' }> = {
  active: { bg: 'success' },
  pending: { bg: 'warning', text: 'dark' },
  completed: { bg: 'primary' },
  inactive: { bg: 'secondary' },
};

/** Spec: active '진행 중', pending '승인 대기', completed, inactive (default). */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const v = VARIANTS[status];
  return (
    <Badge bg={v.bg} text={v.text}>
      {COURSE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Usage minutes as hours and minutes (spec: dashboard usage from minutes). */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}시간 ${m}분` : `${m}분`;
}
