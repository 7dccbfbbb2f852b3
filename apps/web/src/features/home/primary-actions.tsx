// The landing page's call to action: the dashboard for a signed-in user, sign-up and login otherwise.
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useSession } from '@/lib/session/session-store';

export function PrimaryActions({ centered = false }: { centered?: boolean }) {
  const session = useSession();
  const justify = centered ? 'justify-content-center' : '';
  if (session.status === 'loading') return <div className="home-actions-placeholder" aria-hidden="true" />;
  if (session.user) {
    return (
      <div className={`d-flex flex-wrap gap-2 ${justify}`}>
        <Link to="/dashboard" className="btn btn-primary btn-lg d-inline-flex align-items-center gap-2 px-4">
          대시보드 <ArrowRightIcon />
        </Link>
      </div>
    );
  }
  return (
    <div className={`d-flex flex-wrap gap-2 ${justify}`}>
      <Link to="/register" className="btn btn-primary btn-lg d-inline-flex align-items-center gap-2 px-4">
        시작하기 <ArrowRightIcon />
      </Link>
      <Link to="/login" className="btn btn-outline-secondary btn-lg px-4">
        로그인
      </Link>
    </div>
  );
}
