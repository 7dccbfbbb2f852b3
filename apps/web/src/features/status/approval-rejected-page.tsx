import { AlertIcon } from '@/components/ui/icons';
import { AdminContact } from '@/components/admin-contact';
import { HomeAndLoginActions, StatusLayout } from './status-layout';
import { usePublicConfig } from '@/lib/public-config';

export default function ApprovalRejectedPage() {
  const config = usePublicConfig();
  return (
    <StatusLayout title="승인이 거부되었습니다" icon={<AlertIcon size={36} />} tone="danger">
      <p className="text-body-secondary">가입 신청이 승인되지 않았습니다. 거부 사유는 아래 관리자에게 문의해 주세요.</p>
      <p className="text-body-secondary">관리자의 승인을 거쳐 다시 신청할 수 있습니다.</p>
      <AdminContact config={config.data} />
      <HomeAndLoginActions />
    </StatusLayout>
  );
}
