import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { OutboxEntry } from '@dodam/contracts';
import { TimedAlert } from '@/components/ui/timed-alert';
import { errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { adminKeys } from './api-courses';
import { fetchOutbox, markNotificationRead, resendNotification } from './api-users';
import { useBanner } from './use-banner';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

const STATUS: Record<string, { label: string; bg: string }> = {
  outbox: { label: '발송함 보관', bg: 'secondary' },
  queued: { label: '발송 대기', bg: 'warning' },
  sent: { label: '발송됨', bg: 'success' },
  failed: { label: '발송 실패', bg: 'danger' },
};

/** 알림함: every e-mail the platform wrote (SMTP or, without it, kept here for admins to read). */
export default function OutboxTab() {
  const queryClient = useQueryClient();
  const outbox = useQuery({ queryKey: adminKeys.outbox, queryFn: fetchOutbox });
  const [open, setOpen] = useState<number | null>(null);
  const { banner, close, success, failure } = useBanner();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin'] });
  const read = useMutation({ mutationFn: (n: OutboxEntry) => markNotificationRead(n.id), onSettled: refresh });
  const resend = useMutation({ mutationFn: (n: OutboxEntry) => resendNotification(n.id), onSuccess: (r) => success(r.message), onError: (e) => failure(e), onSettled: refresh });
  const toggle = (n: OutboxEntry) => {
    setOpen(open === n.id ? null : n.id);
    if (!n.read_at) read.mutate(n);
  };
  return (
    <section aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="h5">
        알림함 {outbox.data && <span className="small text-body-secondary">(전체 {outbox.data.total} · 읽지 않음 {outbox.data.unread})</span>}
      </h2>
      <TimedAlert message={banner} onClose={close} />
      {outbox.isPending ? (
        <Spinner aria-label="알림을 불러오는 중" />
      ) : outbox.isError ? (
        <Alert variant="danger">{errorMessage(outbox.error)}</Alert>
      ) : outbox.data.notifications.length === 0 ? (
        <Card body className="text-center text-body-secondary py-5">
          보낸 알림이 없습니다.
        </Card>
      ) : (
        <div className="d-flex flex-column gap-2">
          {outbox.data.notifications.map((n) => {
            const s = STATUS[n.status] ?? { label: n.status, bg: 'secondary' };
            return (
              <Card key={n.id} className={n.read_at ? undefined : 'border-primary'}>
                <Card.Body className="py-2">
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    {!n.read_at && <Badge bg="primary">새 알림</Badge>}
                    <Button variant="link" className="p-0 text-start fw-semibold text-decoration-none" aria-expanded={open === n.id} onClick={() => toggle(n)}>
                      {n.subject}
                    </Button>
                    <Badge bg={s.bg}>{s.label}</Badge>
                    <span className="small text-body-secondary ms-md-auto">
                      {n.to_email} · {formatDateTime(n.created_at)}
                    </span>
                    <FocusSafeButton size="sm" variant="outline-secondary" onClick={() => resend.mutate(n)} inactive={resend.isPending}>
                      다시 보내기
                    </FocusSafeButton>
                  </div>
                  {open === n.id && (
                    <pre className="small mt-2 mb-0 p-2 bg-body-tertiary rounded" style={{ whiteSpace: 'pre-wrap' }}>
                      {n.body}
                      {n.error ? `\n\n오류: ${n.error}` : ''}
                    </pre>
                  )}
                </Card.Body>
              </Card>
            );
          })}
        </div>
      )}
    </section>
  );
}
