import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ADMIN_MSG, type ApprovalRequest } from '@dodam/contracts';
import ApprovalsTab from './approvals-tab';
import { approvalsQueryKey } from './api';

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

function render(requests: ApprovalRequest[]): string {
  const client = new QueryClient();
  client.setQueryData(approvalsQueryKey, { requests, total: requests.length, pending: requests.filter((r) => r.status === 'pending').length });
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
