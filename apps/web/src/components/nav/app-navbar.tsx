import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { dashboardPathFor, isAdmin } from '@dodam/contracts';
import { greetingName, logout, useSession } from '@/lib/session/session-store';
import { RoleBadge } from '@/components/ui/role-badge';
import { BrandMark } from './brand-mark';
import { ThemeToggle } from './theme-toggle';

/** Top navigation of spec section 2; collapses below the xl breakpoint. */
export function AppNavbar() {
  const session = useSession();
  const { user } = session;
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const close = () => setExpanded(false);

  const onLogout = () => {
    setLoggingOut(true);
    close();
    void logout();
  };

  const onAuthPage = ['/login', '/register', '/admin/login'].includes(location.pathname);
  const admin = user ? isAdmin(user) : false;
  const name = greetingName(session);

  return (
    <Navbar expand="xl" expanded={expanded} onToggle={setExpanded} className="app-navbar border-bottom bg-body" sticky="top">
      <Container>
        <Navbar.Brand as={Link} to="/" onClick={close} className="d-flex align-items-center gap-2 fw-bold">
          <BrandMark />
          <span>도담</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-expanded={expanded} label="메뉴 열기/닫기" />
        <Navbar.Collapse id="main-nav">
          <Nav className="me-auto" as="ul">
            {user ? (
              <>
                {admin ? (
                  <>
                    <Nav.Item as="li">
                      <Nav.Link as={NavLink} to="/admin/dashboard" onClick={close}>
                        관리자 대시보드
                      </Nav.Link>
                    </Nav.Item>
                    <Nav.Item as="li">
                      <Nav.Link as={NavLink} to="/admin/management" onClick={close}>
                        강의/과정 관리
                      </Nav.Link>
                    </Nav.Item>
                  </>
                ) : (
                  <Nav.Item as="li">
                    <Nav.Link as={NavLink} to={dashboardPathFor(user)} onClick={close}>
                      대시보드
                    </Nav.Link>
                  </Nav.Item>
                )}
                <Nav.Item as="li">
                  <Nav.Link as={NavLink} to="/contents" onClick={close}>
                    콘텐츠
                  </Nav.Link>
                </Nav.Item>
              </>
            ) : session.status === 'ready' ? (
              <>
                <Nav.Item as="li">
                  <Nav.Link as={NavLink} to="/" end onClick={close}>
                    홈
                  </Nav.Link>
                </Nav.Item>
                {!onAuthPage && (
                  <>
                    <Nav.Item as="li">
                      <Nav.Link as={NavLink} to="/login" onClick={close}>
                        로그인
                      </Nav.Link>
                    </Nav.Item>
                    <Nav.Item as="li">
                      <Nav.Link as={NavLink} to="/register" onClick={close}>
                        회원가입
                      </Nav.Link>
                    </Nav.Item>
                  </>
                )}
              </>
            ) : null}
          </Nav>
          <div className="d-flex flex-wrap align-items-center gap-2 py-2 py-xl-0">
            {user && (
              <>
                <Link to="/profile" onClick={close} className="navbar-welcome text-body text-decoration-none">
                  <strong>{name}</strong> 환영합니다
                </Link>
                <RoleBadge user={user} />
                <Button variant="outline-primary" size="sm" onClick={onLogout} disabled={loggingOut}>
                  로그아웃
                </Button>
              </>
            )}
            <ThemeToggle />
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
