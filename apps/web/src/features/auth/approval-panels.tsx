import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { MEMBER_TYPE_LABELS, type ApprovalBlockedDetail } from '@dodam/contracts';
import { AlertIcon, ClockIcon } from '@/components/ui/icons';
import { AdminContact } from '@/components/admin-contact';
import { usePublicConfig } from '@/lib/public-config';

function AccountFacts({ detail }: { detail: ApprovalBlockedDetail }) {
  const role = detail.user_type === 'teacher' ? MEMBER_TYPE_LABELS.teacher : MEMBER_TYPE_LABELS.student;
  return (
    <dl className="row small mb-3 account-facts">
      <dt className="col-4">아이디</dt>
      <dd className="col-8 text-break">{detail.username || '-'}</dd>
      <dt className="col-4">이메일</dt>
      <dd className="col-8 text-break">{detail.email || '-'}</dd>
      <dt className="col-4">회원 유형</dt>
      <dd className="col-8">{role}</dd>
    </dl>
  );
}

function Panel({ variant, icon, detail, children, onBack }: { variant: 'warning' | 'danger'; icon: ReactNode; detail: ApprovalBlockedDetail; children: ReactNode; onBack: () => void }) {
  return (
    <Alert variant={variant} className="mb-0" role="alert">
      <div className="d-flex align-items-center gap-2 mb-2">
        {icon}
        <Alert.Heading as="h2" className="h5 mb-0">
          {detail.message}
        </Alert.Heading>
      </div>
      <p>{detail.description}</p>
      {children}
      <AccountFacts detail={detail} />
      {/* The alert's own emphasis colour: readable on its subtle background in both themes (outline-dark was 1.05:1 in dark). */}
      <Button variant={`outline-${variant}`} size="sm" onClick={onBack} className={`dodam-alert-action is-${variant}`}>
        다른 계정으로 로그인
      </Button>
    </Alert>
  );
}

/** 403 approval_pending at login (spec section 4). */
export function PendingPanel({ detail, onBack }: { detail: ApprovalBlockedDetail; onBack: () => void }) {
  const config = usePublicConfig();
  // Promise an e-mail only with a mail server and an address (issue 22).
  const mail = config.data?.mail_delivery === 'smtp' && Boolean(detail.email);
  return (
    <Panel variant="warning" icon={<ClockIcon />} detail={detail} onBack={onBack}>
      {config.data && detail.type === 'approval_pending' && (
        <p className="small" data-testid="pending-notice">
          {mail ? '승인이 완료되면 가입할 때 등록한 이메일로 안내해 드립니다.' : '안내 메일은 보내지 않습니다. 승인되었는지는 잠시 후 다시 로그인해 확인하거나 관리자에게 문의해 주세요.'}
        </p>
      )}
      <AdminContact config={config.data} />
    </Panel>
  );
}

/** 403 approval_rejected at login (spec section 4). */
export function RejectedPanel({ detail, onBack }: { detail: ApprovalBlockedDetail; onBack: () => void }) {
  const config = usePublicConfig();
  return (
    <Panel variant="danger" icon={<AlertIcon />} detail={detail} onBack={onBack}>
      {detail.rejection_reason && (
        <div className="rejection-reason border border-danger-subtle rounded p-2 mb-3 bg-body">
          <div className="small fw-semibold">거부 사유</div>
          <div>{detail.rejection_reason}</div>
        </div>
      )}
      <p className="small">자세한 내용은 관리자에게 문의해 주세요.</p>
      <AdminContact config={config.data} />
    </Panel>
  );
}
