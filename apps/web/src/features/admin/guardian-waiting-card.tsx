// Under-14 accounts waiting for a legal guardian's consent (issue 25): who waits, where the link
// went and until when it works; "다시 보내기" issues a fresh link (the old one stops working).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { GUARDIAN_STATUS_LABELS } from '@dodam/contracts';
import { TimedAlert } from '@/components/ui/timed-alert';
import { errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { AdminTable } from './admin-table';
import { fetchGuardianWaiting, resendGuardianLink } from './api-users';
import { useBanner } from './use-banner';

const KEY = ['admin', 'privacy', 'guardian-waiting'] as const;

export function GuardianWaitingCard() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: fetchGuardianWaiting });
  const { banner, close, success, failure } = useBanner();
  const resend = useMutation({
    mutationFn: resendGuardianLink,
    onSuccess: (res) => success(res.message),
    onError: (e) => failure(e),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <Card className="shadow-sm mb-4" data-testid="guardian-waiting">
      <Card.Header>
        <h2 className="h6 mb-0">보호자 동의 대기 (만 14세 미만)</h2>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">보호자가 이메일 링크에서 동의하기 전까지 이 계정들은 아무것도 할 수 없어요. 메일 서버가 없으면 링크는 알림함에 있어요.</p>
        <TimedAlert message={banner} onClose={close} />
        {list.isPending ? (
          <Spinner size="sm" role="status" aria-label="불러오는 중" />
        ) : list.isError ? (
          <Alert variant="danger">{errorMessage(list.error)}</Alert>
        ) : list.data.accounts.length === 0 ? (
          <p className="mb-0 small">보호자 동의를 기다리는 계정이 없어요.</p>
        ) : (
          <AdminTable
            compact
            caption="보호자 동의를 기다리는 계정"
            rows={list.data.accounts}
            rowKey={(a) => a.user_id}
            columns={[
              { header: '학생', cell: (a) => `${a.name} (${a.username})` },
              { header: '태어난 해', cell: (a) => a.birth_year ?? '-' },
              { header: '보호자 이메일', className: 'text-break', cell: (a) => a.guardian_email ?? '-' },
              {
                header: '상태',
                cell: (a) => (
                  <Badge bg={a.status === 'refused' ? 'danger' : 'warning'} text={a.status === 'refused' ? undefined : 'dark'}>
                    {GUARDIAN_STATUS_LABELS[a.status]}
                  </Badge>
                ),
              },
              { header: '링크 유효 기간', cell: (a) => (a.link_expires_at ? formatDateTime(a.link_expires_at) : '만료됨') },
              {
                header: '작업',
                hiddenHeader: true,
                cell: (a) => (
                  <Button size="sm" variant="outline-primary" disabled={resend.isPending || !a.guardian_email} onClick={() => resend.mutate(a.user_id)}>
                    다시 보내기<span className="visually-hidden"> ({a.name})</span>
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card.Body>
    </Card>
  );
}
