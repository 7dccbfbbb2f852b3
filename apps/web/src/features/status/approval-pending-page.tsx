import { APPROVAL_USUAL_DAYS } from '@dodam/contracts';
import { ClockIcon } from '@/components/ui/icons';
import { AdminContact } from '@/components/admin-contact';
import { HomeAndLoginActions, StatusLayout } from './status-layout';
import { usePublicConfig } from '@/lib/public-config';

export default function ApprovalPendingPage() {
  const config = usePublicConfig();
  // Promise an e-mail only when a mail server is set (issue 22); otherwise say how to find out.
  const mail = config.data?.mail_delivery === 'smtp';
  return (
    <StatusLayout title="승인 대기 중" icon={<ClockIcon size={36} />} tone="warning">
      <p className="text-body-secondary">
        가입 신청이 접수되어 관리자가 검토하고 있습니다. 승인은 보통 <strong className="text-nowrap">{APPROVAL_USUAL_DAYS}</strong> 정도 걸립니다.
      </p>
      {config.data && (
        <p className="text-body-secondary" data-testid="pending-notice">
          {mail ? '승인이 완료되면 가입할 때 등록한 이메일로 안내 메일을 보내 드립니다. 이메일을 등록하지 않았다면 다시 로그인해 확인해 주세요.' : '이 학교의 도담은 안내 메일을 보내지 않습니다. 승인되었는지는 다시 로그인해 확인하거나 아래 연락처로 문의해 주세요.'}
        </p>
      )}
      <AdminContact config={config.data} />
      <HomeAndLoginActions />
    </StatusLayout>
  );
}
