import Badge from 'react-bootstrap/Badge';
import type { ApprovalStatus } from '@dodam/contracts';

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: '승인 대기',
  approved: '승인됨',
  rejected: '거부됨',
};
const VARIANTS: Record<ApprovalStatus, { bg: string; text?: 'dark' }> = {
  pending: { bg: 'warning', text: 'dark' },
  approved: { bg: 'success' },
  rejected: { bg: 'danger' },
};

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const variant = VARIANTS[status];
  return (
    <Badge bg={variant.bg} text={variant.text}>
      {APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}
