import { APPROVAL_USUAL_DAYS } from '@dodam/contracts';
import { ClockIcon } from '@/components/ui/icons';
import { HomeAndLoginActions, StatusLayout } from './status-layout';

export default function ApprovalPendingPage() {
  return (
    <StatusLayout title="승인 대기 중" icon={<ClockIcon size={36} />} tone="warning">
      <p className="text-body-secondary">
        가입 신청이 접수되어 관리자가 검토하고 있습니다. 승인은 보통 <strong className="text-nowrap">{APPROVAL_USUAL_DAYS}</strong> 정도 걸립니다.
      </p>
      <p className="text-body-secondary">승인이 완료되면 가입할 때 등록한 이메일로 안내 메일을 보내 드립니다.</p>
      <HomeAndLoginActions />
    </StatusLayout>
  );
}
