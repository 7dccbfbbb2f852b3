import { useQuery } from '@tanstack/react-query';
import { publicConfigResponseSchema } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';
import { AlertIcon, MailIcon } from '@/components/ui/icons';
import { HomeAndLoginActions, StatusLayout } from './status-layout';

export default function ApprovalRejectedPage() {
  const config = useQuery({
    queryKey: ['public', 'config'],
    queryFn: () => apiRequest('/public/config', { schema: publicConfigResponseSchema, auth: 'none' }),
    staleTime: Infinity,
  });
  const email = config.data?.admin_contact_email?.trim();
  return (
    <StatusLayout title="승인이 거부되었습니다" icon={<AlertIcon size={36} />} tone="danger">
      <p className="text-body-secondary">가입 신청이 승인되지 않았습니다. 거부 사유는 관리자에게 문의해 주세요.</p>
      <p className="text-body-secondary">관리자의 승인을 거쳐 다시 신청할 수 있습니다.</p>
      <p className="d-inline-flex align-items-center gap-2 border rounded-pill px-3 py-2 mt-2">
        <MailIcon size={16} />
        {email ? (
          <span>
            관리자 연락처: <a href={`mailto:${email}`}>{email}</a>
          </span>
        ) : (
          <span>관리자에게 문의</span>
        )}
      </p>
      <HomeAndLoginActions />
    </StatusLayout>
  );
}
