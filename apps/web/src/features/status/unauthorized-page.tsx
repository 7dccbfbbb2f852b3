import { Link, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import { ShieldIcon } from '@/components/ui/icons';
import { StatusLayout } from './status-layout';

export default function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <StatusLayout title="접근 권한이 없습니다" icon={<ShieldIcon size={36} />} tone="danger">
      <p className="text-body-secondary">요청한 페이지를 볼 수 있는 권한이 없습니다.</p>
      <ul className="text-start d-inline-block text-body-secondary mb-0">
        <li>학생, 강사, 관리자 화면은 각 역할의 계정으로만 열 수 있습니다.</li>
        <li>다른 계정으로 로그인했다면 로그아웃한 뒤 알맞은 계정으로 다시 로그인해 주세요.</li>
        <li>권한이 필요하다고 생각되면 관리자에게 문의해 주세요.</li>
      </ul>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <Button variant="outline-secondary" onClick={() => navigate(-1)}>
          이전 페이지
        </Button>
        <Link to="/" className="btn btn-primary">
          홈으로
        </Link>
      </div>
    </StatusLayout>
  );
}
