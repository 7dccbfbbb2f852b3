import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { AdminPrivacyRequest } from '@dodam/contracts/privacy';
import { TimedAlert } from '@/components/ui/timed-alert';
import { errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { AdminTable } from './admin-table';
import { adminKeys } from './api-courses';
import { completePrivacyRequest, fetchPrivacyRequests } from './api-users';
import { ConfirmModal } from './confirm-modal';
import { GuardianWaitingCard } from './guardian-waiting-card';
import { PrivacyOfficerCard } from './privacy-officer-card';
import { RetentionCard } from './retention-card';
import { useBanner } from './use-banner';

const ROLE = { student: '학생', teacher: '교사', admin: '관리자' } as const;
type StatusFilter = '' | 'pending' | 'completed';

/** 개인정보 요청: students' deletion requests; completing one deletes the account and its personal data. */
export default function PrivacyRequestsTab() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [confirm, setConfirm] = useState<AdminPrivacyRequest | null>(null);
  const list = useQuery({ queryKey: adminKeys.privacy(status), queryFn: () => fetchPrivacyRequests(status) });
  const { banner, close, success, failure } = useBanner();
  const complete = useMutation({
    mutationFn: (r: AdminPrivacyRequest) => completePrivacyRequest(r.id),
    onSuccess: (res) => success(res.message),
    onError: (e) => failure(e),
    onSettled: () => {
      setConfirm(null);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const who = (r: AdminPrivacyRequest) => (r.username ? `${r.full_name ? `${r.full_name} ` : ''}(${r.username})` : '삭제된 사용자');
  return (
    <section aria-labelledby="privacy-heading">
      <PrivacyOfficerCard />
      <RetentionCard />
      <GuardianWaitingCard />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="privacy-heading" className="h5 mb-0">
          개인정보 삭제 요청
        </h2>
        <Form.Group controlId="privacy-status" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small text-nowrap">상태</Form.Label>
          <Form.Select size="sm" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
            <option value="pending">처리 대기</option>
            <option value="completed">처리됨</option>
            <option value="">전체</option>
          </Form.Select>
        </Form.Group>
      </div>
      <p className="small text-body-secondary">처리하면 계정과 개인정보(학습 기록, 코드, 튜터 대화, 열람 기록)가 삭제되고, 반·과정 통계에는 누구인지 알 수 없는 숫자만 남습니다. 감사 기록에는 처리 사실만 남습니다.</p>
      <TimedAlert message={banner} onClose={close} />
      {list.isPending ? (
        <Spinner aria-label="요청을 불러오는 중" />
      ) : list.isError ? (
        <Alert variant="danger">{errorMessage(list.error)}</Alert>
      ) : list.data.requests.length === 0 ? (
        <Card body className="text-center text-body-secondary py-5">
          {status === 'pending' ? '처리할 삭제 요청이 없습니다.' : '삭제 요청이 없습니다.'}
        </Card>
      ) : (
        <AdminTable
          testId="privacy-requests"
          caption="개인정보 삭제 요청 목록"
          rows={list.data.requests}
          rowKey={(r) => r.id}
          columns={[
            { header: '요청한 사람', cell: who },
            { header: '역할', cell: (r) => (r.user_type ? ROLE[r.user_type] : '-') },
            { header: '사유', className: 'text-break', cell: (r) => r.reason || <span className="text-body-secondary">없음</span> },
            { header: '요청일', cell: (r) => formatDateTime(r.created_at) },
            {
              header: '상태',
              cell: (r) =>
                r.status === 'pending' ? (
                  <Badge bg="warning" text="dark">
                    처리 대기
                  </Badge>
                ) : (
                  <Badge bg="success">처리됨 {formatDateTime(r.completed_at)}</Badge>
                ),
            },
            {
              header: '작업',
              hiddenHeader: true,
              className: 'text-end',
              cell: (r) =>
                r.status === 'pending' && (
                  <Button size="sm" variant="outline-danger" onClick={() => setConfirm(r)} aria-label={`${who(r)} 삭제 처리`}>
                    삭제 처리
                  </Button>
                ),
            },
          ]}
        />
      )}
      <ConfirmModal
        show={confirm !== null}
        title="계정과 개인정보를 삭제할까요?"
        confirmLabel="삭제"
        busy={complete.isPending}
        onConfirm={() => confirm && complete.mutate(confirm)}
        onCancel={() => setConfirm(null)}
      >
        {confirm && (
          <p className="mb-0">
            <strong>{who(confirm)}</strong>의 계정과 개인정보를 삭제합니다. 되돌릴 수 없으며, 이 사용자는 더 이상 로그인할 수 없습니다.
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}
