import type { UserRow } from '../db/queries/users.js';
import type { ApprovalRequestRow } from '../db/queries/approval-requests.js';

type Registration = ApprovalRequestRow & { courseTitle: string };

/** Korean approval/rejection notice for an applicant. */
export function approvalEmail(
  user: UserRow,
  registrations: Registration[],
  status: 'approved' | 'rejected',
  adminMessage?: string,
): { subject: string; body: string; kind: string } {
  const lines: string[] = [`${user.username} 님, 안녕하세요. 도담입니다.`, ''];
  if (status === 'approved') {
    lines.push('가입 신청이 승인되었습니다. 이제 로그인해 학습을 시작할 수 있습니다.', '');
    const approved = registrations.filter((r) => r.status === 'approved');
    if (approved.length) {
      lines.push('승인된 과정:');
      for (const r of approved) lines.push(`- ${r.courseTitle} (${r.memberType === 'teacher' ? '강사' : '학생'})${r.registrationCode ? ` · 등록 코드 ${r.registrationCode}` : ''}`);
      lines.push('');
    }
  } else {
    lines.push('아쉽지만 가입 신청이 승인되지 않았습니다.', '');
    const reason = user.rejectionReason ?? registrations.find((r) => r.status === 'rejected')?.rejectionReason;
    if (reason) lines.push(`거부 사유: ${reason}`, '');
    lines.push('자세한 내용은 관리자에게 문의해 주세요. 관리자 승인 후 다시 신청할 수 있습니다.', '');
  }
  if (adminMessage) lines.push(`관리자 메시지: ${adminMessage}`, '');
  lines.push('도담 드림');
  return {
    subject: status === 'approved' ? '[도담] 가입 신청이 승인되었습니다' : '[도담] 가입 신청 결과 안내',
    body: lines.join('\n'),
    kind: status === 'approved' ? 'approval_approved' : 'approval_rejected',
  };
}
