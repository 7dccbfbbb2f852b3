import { NavLink, Outlet, useLocation } from 'react-router';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import { PageTitle } from '@/components/ui/page-title';

const TABS = [
  { path: 'courses', label: '과정' },
  { path: 'approvals', label: '승인' },
  { path: 'users', label: '사용자' },
  { path: 'outbox', label: '알림함' },
  { path: 'privacy', label: '개인정보 요청' },
  { path: 'sign-in', label: '학교 계정 로그인' },
  { path: 'audit', label: '감사 기록' },
] as const;

/** Admin management (spec section 2): tabs are routes, so /admin/management/approvals deep-links. */
export default function ManagementPage() {
  const { pathname } = useLocation();
  const current = TABS.find((t) => pathname.startsWith(`/admin/management/${t.path}`)) ?? TABS[0];
  return (
    <Container className="py-4 py-md-5">
      <PageTitle title={`${current.label} 관리`} />
      <h1 className="h3 mb-1">강의/과정 관리</h1>
      <p className="text-body-secondary mb-4">반을 운영하고, 등록 코드와 사용자, 가입·수강 신청을 관리합니다.</p>
      <Nav variant="tabs" className="mb-4 flex-nowrap overflow-auto text-nowrap" as="ul">
        {TABS.map((t) => (
          <Nav.Item as="li" key={t.path}>
            <Nav.Link as={NavLink} to={`/admin/management/${t.path}`} className={t === current ? 'active' : undefined} aria-current={t === current ? 'page' : undefined}>
              {t.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Outlet />
    </Container>
  );
}
