import { useCallback, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { MEMBER_TYPE_LABELS, MSG, PAGE_SIZES, type ApprovalRequest, type approvalListResponseSchema } from '@dodam/contracts';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api/client';
import { formatDate } from '@/lib/format';
import { ApprovalStatusBadge } from '@/components/ui/status-badge';
import { TimedAlert, type BannerMessage } from '@/components/ui/timed-alert';
import { DEFAULT_APPROVAL_VIEW, approvalsListKey, approvalsQueryKey, fetchApprovalRequests, sendApprovalEmail, submitApprovalAction, type ApprovalListView } from './api';
import { ApprovalModal, type ApprovalDecision, type DecisionInput } from './approval-modal';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import Form from 'react-bootstrap/Form';
import { ConfirmModal } from './confirm-modal';
import { AdminContactCard } from './admin-contact-card';
import { TimetableCard } from './timetable-card';

type ApprovalList = z.infer<typeof approvalListResponseSchema>;

let bannerId = 0;

const FILTER_LABELS: Record<ApprovalListView['status'], string> = {
  pending: '대기',
  approved: '승인',
  rejected: '거부',
  archived: '보관된 반',
  all: '전체',
};
const EMPTY_TEXT: Record<ApprovalListView['status'], string> = {
  pending: '처리를 기다리는 요청이 없습니다.',
  approved: '승인한 요청이 없습니다.',
  rejected: '거부한 요청이 없습니다.',
  archived: '보관된 반의 요청이 없습니다.',
  all: '승인 요청이 없습니다.',
};
const PAGE = PAGE_SIZES.approvalRequests;

export default function ApprovalsTab() {
  const queryClient = useQueryClient();
  const [view, setView] = useState<ApprovalListView>(DEFAULT_APPROVAL_VIEW);
  const listKey = approvalsListKey(view);
  const approvals = useQuery({ queryKey: listKey, queryFn: () => fetchApprovalRequests(view), placeholderData: keepPreviousData });
  const [target, setTarget] = useState<{ request: ApprovalRequest; decision: ApprovalDecision } | null>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const closeBanner = useCallback(() => setBanner(null), []);
  // Bulk approval (issue 22): student requests only — a teacher is always approved one by one.
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmBulk, setConfirmBulk] = useState(false);
  // A decided row stays where it is, marked 처리 완료, until 새로고침 or another filter or page: under
  // 대기 a refetch would pull it out and move the next row under the admin's pointer. The other
  // views (and this one, at its next fetch) are only marked stale.
  const markDecided = (ids: number[], status: 'approved' | 'rejected') => {
    queryClient.setQueryData(listKey, (current: ApprovalList | undefined) => {
      if (!current) return current;
      const decided = current.requests.filter((r) => ids.includes(r.id) && r.status === 'pending').length;
      return {
        ...current,
        pending: Math.max(0, current.pending - ids.length),
        matched: view.status === 'pending' ? Math.max(0, current.matched - decided) : current.matched,
        requests: current.requests.map((r) => (ids.includes(r.id) ? { ...r, status } : r)),
      };
    });
    void queryClient.invalidateQueries({ queryKey: approvalsQueryKey, refetchType: 'none' });
  };
  const bulk = useMutation({
    mutationFn: async (requests: ApprovalRequest[]) => {
      const done: number[] = [];
      const failed: string[] = [];
      for (const request of requests) {
        try {
          await submitApprovalAction('approve', { user_id: request.user_id, request_id: request.id, registration_code: null, admin_message: null });
          void sendApprovalEmail(request.user_id, 'approved', '');
          done.push(request.id);
        } catch (error) {
          failed.push(`${request.username}: ${errorMessage(error, MSG.unknownError)}`);
        }
      }
      return { done, failed };
    },
    onSuccess: ({ done, failed }) => {
      markDecided(done, 'approved');
      // Something went wrong on the way (already decided elsewhere?): show the list as it is now.
      if (failed.length) void queryClient.invalidateQueries({ queryKey: approvalsQueryKey });
      setBanner({ id: ++bannerId, variant: failed.length ? 'warning' : 'success', text: `${done.length}건을 승인했습니다.${failed.length ? ` 승인하지 못한 요청: ${failed.join(', ')}` : ''}` });
    },
    onSettled: () => {
      setSelected(new Set());
      setConfirmBulk(false);
    },
  });

  const decide = useMutation({
    mutationFn: async ({ request, decision, input }: { request: ApprovalRequest; decision: ApprovalDecision; input: DecisionInput }) => {
      const response = await submitApprovalAction(decision, {
        user_id: request.user_id,
        request_id: request.id,
        registration_code: decision === 'approve' ? input.registrationCode || null : undefined,
        rejection_reason: decision === 'reject' ? input.rejectionReason : undefined,
        admin_message: input.adminMessage || null,
      });
      // Fire and forget: the decision stands even if the mail cannot be sent.
      void sendApprovalEmail(request.user_id, decision === 'approve' ? 'approved' : 'rejected', input.adminMessage);
      return response;
    },
    onSuccess: (response, { decision }) => {
      markDecided(response.processed_request_ids, decision === 'approve' ? 'approved' : 'rejected');
      const code = response.registration_code ? ` 승인 코드: ${response.registration_code}` : '';
      setBanner({ id: ++bannerId, variant: 'success', text: `${response.message}${code}` });
    },
    onError: (error) => {
      setBanner({ id: ++bannerId, variant: 'danger', text: errorMessage(error, MSG.unknownError) });
      void queryClient.invalidateQueries({ queryKey: approvalsQueryKey });
    },
    onSettled: () => setTarget(null),
  });

  const data = approvals.data;
  const matched = data?.matched ?? 0;
  // Deciding the last rows of the last page (under 대기 they leave the list) must not strand the
  // admin on an empty page: step back to the last page that still has rows.
  const lastOffset = Math.max(0, Math.floor((matched - 1) / PAGE) * PAGE);
  // (Adjusted while rendering, React's pattern for state that follows fetched data; it settles at once.)
  if (data && !approvals.isPlaceholderData && data.requests.length === 0 && view.offset > lastOffset) setView({ ...view, offset: lastOffset });
  // Decided rows still shown under 대기 have left it on the server: the next page starts after the
  // rows of this one that still match.
  const stillMatching = (data?.requests ?? []).filter((r) => view.status !== 'pending' || r.status === 'pending').length;
  const nextOffset = view.offset + stillMatching;
  const changeView = (patch: Partial<ApprovalListView>) => {
    setSelected(new Set());
    setView((current) => ({ ...current, offset: 0, ...patch }));
  };
  // A request on an archived class can only be rejected (archiving closes them; older ones may be left).
  const selectable = (data?.requests ?? []).filter((r) => r.status === 'pending' && r.user_type === 'student' && !r.course_archived);
  const chosen = selectable.filter((r) => selected.has(r.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section aria-labelledby="approvals-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="approvals-heading" className="h5 mb-0">
          가입·수강 승인 요청
        </h2>
        <div className="d-flex align-items-center gap-2">
          {data && (
            <span className="small text-body-secondary">
              전체 {data.total}건 · 대기{' '}
              <Badge bg="warning" text="dark">
                {data.pending}
              </Badge>
            </span>
          )}
          <FocusSafeButton size="sm" variant="outline-secondary" onClick={() => void approvals.refetch()} inactive={approvals.isFetching}>
            {approvals.isFetching ? <Spinner size="sm" aria-label="새로고침 중" /> : '새로고침'}
          </FocusSafeButton>
        </div>
      </div>

      <TimedAlert message={banner} onClose={closeBanner} />
      <AdminContactCard />
      <TimetableCard />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Form.Label htmlFor="approval-status-filter" className="small mb-0">
          상태
        </Form.Label>
        <Form.Select
          id="approval-status-filter"
          size="sm"
          className="w-auto"
          value={view.status}
          onChange={(e) => changeView({ status: e.target.value as ApprovalListView['status'] })}
        >
          {(Object.keys(FILTER_LABELS) as ApprovalListView['status'][]).map((key) => (
            <option key={key} value={key}>
              {FILTER_LABELS[key]}
            </option>
          ))}
        </Form.Select>
        {data && (
          <span className="small text-body-secondary" role="status" data-testid="approval-matched">
            {FILTER_LABELS[view.status]} {matched}건
          </span>
        )}
      </div>
      {selectable.length > 0 && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <Form.Check
            type="checkbox"
            id="approval-select-all"
            label={`학생 요청 모두 선택 (${selectable.length}건)`}
            checked={chosen.length === selectable.length}
            onChange={(e) => setSelected(e.target.checked ? new Set(selectable.map((r) => r.id)) : new Set())}
          />
          <Button size="sm" variant="success" disabled={chosen.length === 0} onClick={() => setConfirmBulk(true)}>
            선택한 {chosen.length}건 일괄 승인
          </Button>
          <span className="small text-body-secondary">강사 요청은 한 건씩 확인해 승인합니다.</span>
        </div>
      )}

      {approvals.isPending ? (
        <div className="text-center py-5" role="status">
          <Spinner aria-hidden="true" />
          <div className="small text-body-secondary mt-2">승인 요청을 불러오는 중…</div>
        </div>
      ) : approvals.isError ? (
        <Alert variant="danger">승인 요청 목록을 불러오지 못했습니다. {errorMessage(approvals.error)}</Alert>
      ) : data && data.requests.length === 0 ? (
        <Card body className="text-center text-body-secondary py-5">
          {EMPTY_TEXT[view.status]}
        </Card>
      ) : (
        <Table hover className="align-middle approvals-table small table-stack">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">선택</span>
              </th>
              <th scope="col">ID</th>
              <th scope="col">아이디</th>
              <th scope="col">이메일</th>
              <th scope="col">신청 유형</th>
              <th scope="col">과정</th>
              <th scope="col">신청 메시지</th>
              <th scope="col">등록·승인 코드</th>
              <th scope="col">신청일</th>
              <th scope="col">상태</th>
              <th scope="col">작업</th>
            </tr>
          </thead>
          <tbody>
            {data?.requests.map((request) => (
              <tr key={request.id} data-testid={`approval-row-${request.id}`} data-username={request.username}>
                <td data-label="선택">
                  {request.status === 'pending' && request.user_type === 'student' && !request.course_archived ? (
                    <Form.Check type="checkbox" id={`approval-select-${request.id}`} aria-label={`${request.username} ${request.course_name} 선택`} checked={selected.has(request.id)} onChange={(e) => toggle(request.id, e.target.checked)} />
                  ) : null}
                </td>
                <td data-label="ID">{request.id}</td>
                <td data-label="아이디" className="fw-semibold">
                  {request.username}
                </td>
                <td data-label="이메일" className="text-break">
                  {request.email}
                </td>
                <td data-label="신청 유형">{MEMBER_TYPE_LABELS[request.user_type]}</td>
                <td data-label="과정">
                  {request.course_name}
                  {request.course_archived && (
                    <Badge bg="secondary" className="ms-1" data-testid="approval-course-archived">
                      보관된 반
                    </Badge>
                  )}
                </td>
                <td data-label="신청 메시지" className="message-cell">{request.registration_message || <span className="text-body-secondary">-</span>}</td>
                <td data-label="등록·승인 코드">
                  {request.registration_code ?? request.submitted_code ? (
                    <code data-testid="approval-code">{request.registration_code ?? request.submitted_code}</code>
                  ) : (
                    <span className="text-body-secondary">-</span>
                  )}
                </td>
                <td data-label="신청일" className="text-nowrap">
                  {formatDate(request.created_at)}
                </td>
                <td data-label="상태">
                  <ApprovalStatusBadge status={request.status} />
                  {request.status === 'rejected' && request.rejection_reason && <div className="small text-body-secondary mt-1 message-cell">{request.rejection_reason}</div>}
                </td>
                <td data-label="작업" className="text-nowrap">
                  {request.status === 'pending' ? (
                    <div className="d-flex gap-1">
                      {!request.course_archived && (
                        <Button size="sm" variant="success" onClick={() => setTarget({ request, decision: 'approve' })} aria-label={`${request.username} ${request.course_name} 승인`}>
                          승인
                        </Button>
                      )}
                      <Button size="sm" variant="outline-danger" onClick={() => setTarget({ request, decision: 'reject' })} aria-label={`${request.username} ${request.course_name} 거부`}>
                        거부
                      </Button>
                    </div>
                  ) : (
                    <span className="text-body-secondary">{MSG.processingComplete}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {(matched > PAGE || view.offset > 0) && (
        <nav className="d-flex justify-content-center align-items-center gap-2" aria-label="승인 요청 페이지">
          <FocusSafeButton size="sm" variant="outline-secondary" inactive={view.offset === 0} onClick={() => setView((v) => ({ ...v, offset: Math.max(0, v.offset - PAGE) }))}>
            이전
          </FocusSafeButton>
          <span className="small">
            {Math.floor(view.offset / PAGE) + 1} / {Math.ceil(matched / PAGE)}
          </span>
          <FocusSafeButton size="sm" variant="outline-secondary" inactive={nextOffset >= matched} onClick={() => setView((v) => ({ ...v, offset: nextOffset }))}>
            다음
          </FocusSafeButton>
        </nav>
      )}

      <ConfirmModal
        show={confirmBulk}
        title="일괄 승인"
        confirmLabel={`${chosen.length}건 승인`}
        variant="primary"
        busy={bulk.isPending}
        onCancel={() => setConfirmBulk(false)}
        onConfirm={() => bulk.mutate(chosen)}
      >
        <p>다음 {chosen.length}건의 학생 수강 요청을 승인합니다. 승인하면 바로 학습을 시작할 수 있습니다.</p>
        <ul className="small mb-0" data-testid="bulk-approve-list">
          {chosen.map((r) => (
            <li key={r.id}>
              {r.username} · {r.course_name}
            </li>
          ))}
        </ul>
      </ConfirmModal>

      <ApprovalModal
        key={target ? `${target.request.id}-${target.decision}` : 'closed'}
        request={target?.request ?? null}
        decision={target?.decision ?? 'approve'}
        busy={decide.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={(input) => target && decide.mutate({ ...target, input })}
      />
    </section>
  );
}
