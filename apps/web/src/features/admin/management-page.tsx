import { useRef, type KeyboardEvent } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import Container from 'react-bootstrap/Container';
import { PageTitle } from '@/components/ui/page-title';
import { nextTabIndex } from './tab-keys';

const TABS = [
  { path: 'courses', label: '과정' },
  { path: 'approvals', label: '승인' },
  { path: 'users', label: '사용자' },
  { path: 'outbox', label: '알림함' },
  { path: 'privacy', label: '개인정보 요청' },
  { path: 'sign-in', label: '학교 계정 로그인' },
  { path: 'audit', label: '감사 기록' },
] as const;

const PANEL_ID = 'admin-management-panel';
const tabId = (path: string) => `admin-management-tab-${path}`;

/**
 * Admin management (spec section 2): tabs are routes, so /admin/management/approvals deep-links.
 * The strip is a WAI-ARIA tablist with manual activation: ←/→ (and Home/End) move the focus, Enter
 * or Space opens the tab. On a phone the tabs wrap into rows (every label whole and reachable,
 * nothing scrolled out of sight); from 768 px they sit on one line as ordinary tabs.
 */
export default function ManagementPage() {
  const { pathname } = useLocation();
  const current = TABS.find((t) => pathname.startsWith(`/admin/management/${t.path}`)) ?? TABS[0];
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = tabs.current.findIndex((el) => el === document.activeElement);
    if (from < 0) return;
    if (event.key === ' ') {
      event.preventDefault();
      tabs.current[from]?.click();
      return;
    }
    const to = nextTabIndex(event.key, from, TABS.length);
    if (to === null) return;
    event.preventDefault();
    tabs.current[to]?.focus();
  };
  return (
    <Container className="py-4 py-md-5">
      <PageTitle title={`${current.label} 관리`} />
      <h1 className="h3 mb-1">강의/과정 관리</h1>
      <p className="text-body-secondary mb-4">반을 운영하고, 등록 코드와 사용자, 가입·수강 신청을 관리합니다.</p>
      <div role="tablist" aria-label="관리 메뉴" className="nav nav-tabs admin-tabs mb-4" onKeyDown={onKeyDown} data-testid="admin-tabs">
        {TABS.map((t, i) => (
          <NavLink
            key={t.path}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            to={`/admin/management/${t.path}`}
            id={tabId(t.path)}
            role="tab"
            aria-selected={t === current}
            aria-controls={PANEL_ID}
            tabIndex={t === current ? 0 : -1}
            className={`nav-link${t === current ? ' active' : ''}`}
          >
            {t.label}
          </NavLink>
        ))}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(current.path)}>
        <Outlet />
      </div>
    </Container>
  );
}
