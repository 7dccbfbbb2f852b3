import { NavLink, Outlet, useLocation } from 'react-router';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import { PageTitle } from '@/components/ui/page-title';

/** Admin management (spec section 2): tabs are routes, so /admin/management/approvals deep-links. */
export default function ManagementPage() {
  const { pathname } = useLocation();
  const approvals = pathname.startsWith('/admin/management/approvals');
  return (
    <Container className="py-4 py-md-5">
      <PageTitle title={approvals ? '승인 관리' : '과정 관리'} />
      <h1 className="h3 mb-1">강의/과정 관리</h1>
      <p className="text-body-secondary mb-4">과정을 운영하고 가입·수강 신청을 승인합니다.</p>
      <Nav variant="tabs" className="mb-4" as="ul">
        <Nav.Item as="li">
          <Nav.Link as={NavLink} to="/admin/management/courses" className={approvals ? undefined : 'active'} aria-current={approvals ? undefined : 'page'}>
            과정 관리
          </Nav.Link>
        </Nav.Item>
        <Nav.Item as="li">
          <Nav.Link as={NavLink} to="/admin/management/approvals">
            승인 관리
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <Outlet />
    </Container>
  );
}
