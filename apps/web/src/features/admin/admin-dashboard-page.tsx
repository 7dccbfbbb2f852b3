import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AdminDashboardPage() {
  return (
    <PlaceholderPage title="관리자 대시보드" description="과정, 참여자, 승인 대기와 알림 현황을 이곳에서 한눈에 확인할 수 있습니다.">
      <Link to="/admin/management/approvals" className="btn btn-primary">
        승인 관리로 이동
      </Link>
    </PlaceholderPage>
  );
}
