import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ADMIN_MSG, type ApprovalRequest } from '@dodam/contracts';
import ApprovalsTab from './approvals-tab';
import { DEFAULT_APPROVAL_VIEW, approvalsListKey } from './api';

const base: ApprovalRequest = {
  id: 1,
  user_id: 10,
  username: 'kim',
  email: 'kim@example.com',
  user_type: 'student',
  course_id: 'class-a',
  requested_course_id: 'class-a',
  course_name: '3학년 2반',
  course_archived: false,
  registration_message: null,
  submitted_code: null,
  account_status: 'pending',
  status: 'pending',
  rejection_reason: null,
  admin_message: null,
  registration_code: null,
  created_at: '2026-11-20T01:00:00.000Z',
  processed_at: null,
};

function render(requests: ApprovalRequest[], matched = requests.length): string {
  const client = new QueryClient();
  client.setQueryData(approvalsListKey(DEFAULT_APPROVAL_VIEW), { requests, total: matched + 3, pending: requests.filter((r) => r.status === 'pending').length, matched });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ApprovalsTab />
    </QueryClientProvider>,
  );
}

const row = (html: string, id: number) => html.match(new RegExp(`<tr data-testid="approval-row-${id}"[\\s\\S]*?</tr>`))?.[0] ?? '';

describe('approval requests of an archived class', () => {
  it('marks the class 보관된 반 and offers reject only (no approve, not in the bulk selection)', () => {
    const html = render([base, { ...base, id: 2, user_id: 11, username: 'lee', course_name: '지난해 반', course_archived: true }]);
    const open = row(html, 1);
    const archived = row(html, 2);
    expect(open).toContain('aria-label="kim 3학년 2반 승인"');
    expect(open).not.toContain('보관된 반');
    expect(archived).toContain('보관된 반');
    expect(archived).toContain('aria-label="lee 지난해 반 거부"');
    expect(archived).not.toContain('aria-label="lee 지난해 반 승인"');
    expect(archived).not.toContain('type="checkbox"');
    expect(html).toContain('학생 요청 모두 선택 (1건)');
  });

  it('shows the reason a request was closed under its status', () => {
    const reason = ADMIN_MSG.requestClosedClassArchived('지난해 반');
    const html = render([{ ...base, course_archived: true, status: 'rejected', rejection_reason: reason, processed_at: '2026-11-21T01:00:00.000Z' }]);
    expect(row(html, 1)).toContain(reason.replace(/'/g, '&#x27;'));
    expect(row(html, 1)).not.toContain('거부</button>');
  });
});

describe('approval list filter and pages', () => {
  it('opens on 대기 with the other filters offered, and says how many matched', () => {
    const html = render([base]);
    const select = html.match(/<select[^>]*id="approval-status-filter"[\s\S]*?<\/select>/)?.[0] ?? '';
    expect(html).toMatch(/<label [^>]*for="approval-status-filter">상태<\/label>/);
    expect(select).toMatch(/<option value="pending" selected="">대기<\/option>/);
    for (const label of ['승인', '거부', '보관된 반', '전체']) expect(select).toContain(`>${label}</option>`);
    expect(html).toContain('대기 1건');
    expect(html).not.toContain('승인 요청 페이지');
  });

  it('offers pages when more matched than one page holds', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ ...base, id: i + 1, user_id: 100 + i, username: `s${i}` }));
    const html = render(rows, 120);
    expect(html).toContain('aria-label="승인 요청 페이지"');
    expect(html).toContain('대기 120건');
    expect(html).toContain('1 / 3');
    expect(html).toMatch(/aria-disabled="true"[^>]*>이전</);
  });

  it('says plainly that nothing is waiting', () => {
    expect(render([])).toContain('처리를 기다리는 요청이 없습니다.');
  });
});
