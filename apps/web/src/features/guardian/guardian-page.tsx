// /guardian/:token — a legal guardian's consent for a child under 14 (issue 25, 개인정보 보호법
// 제22조의2). Opened from the e-mailed link, no sign-in: what is collected and why, then confirm or
// refuse. The link works once and expires; the decision is recorded with its time and address.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { guardianDecisionResponseSchema, guardianRequestViewSchema } from '@dodam/contracts';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { usePrivacyNotice } from '@/lib/privacy-notice';
import { PageTitle } from '@/components/ui/page-title';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

export default function GuardianPage() {
  const { token = '' } = useParams();
  const path = `/public/guardian/${encodeURIComponent(token)}`;
  const request = useQuery({ queryKey: ['guardian', token], queryFn: () => apiRequest(path, { schema: guardianRequestViewSchema, auth: 'none' }), retry: false });
  const notice = usePrivacyNotice();
  const [done, setDone] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: 'confirm' | 'refuse') => apiRequest(path, { json: { decision }, schema: guardianDecisionResponseSchema, auth: 'none' }),
    onSuccess: (res) => setDone(res.message),
  });

  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <PageTitle title="보호자 동의" />
      <h1 className="h3 mb-3">보호자(법정대리인) 동의</h1>
      {done ? (
        <Alert variant="success" role="status" data-testid="guardian-done">
          {done}
        </Alert>
      ) : request.isPending ? (
        <Spinner role="status" aria-label="불러오는 중" />
      ) : request.isError ? (
        <Alert variant="danger">{errorMessage(request.error)}</Alert>
      ) : (
        <Card>
          <Card.Body>
            <p>
              <strong>{request.data.student_name}</strong> 학생{request.data.birth_year ? ` (${request.data.birth_year}년생)` : ''}이 학교 수업에서 쓰는 파이썬 학습 서비스
              도담에 가입했습니다. 만 14세 미만 아동의 개인정보를 처리하려면 법정대리인의 동의가 필요합니다 (개인정보 보호법 제22조의2).
            </p>
            {notice.data ? (
              <>
                <h2 className="h6">수집하는 정보</h2>
                <p className="small">{notice.data.consent.required.items.join(', ')}</p>
                <h2 className="h6">목적</h2>
                <p className="small">{notice.data.consent.required.purpose}</p>
                <h2 className="h6">보유 기간</h2>
                <p className="small">{notice.data.consent.required.retention}</p>
                {notice.data.third_parties.length > 0 ? (
                  <>
                    <h2 className="h6">처리를 맡기는 곳</h2>
                    <ul className="small">
                      {notice.data.third_parties.map((p) => (
                        <li key={p.name}>
                          {p.name}: {p.purpose}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </>
            ) : null}
            <p className="small">
              자세한 내용은{' '}
              <Link to="/privacy" target="_blank" rel="noopener">
                개인정보 처리방침(새 창)
              </Link>
              에 있습니다. 동의하지 않으면 학생의 계정은 열리지 않습니다. 동의한 뒤에도 학생의 정보 삭제를 요청할 수 있습니다.
            </p>
            <p className="small text-body-secondary">이 링크는 {formatDateTime(request.data.expires_at)}까지 한 번만 쓸 수 있습니다.</p>
            {decide.isError ? <Alert variant="danger">{errorMessage(decide.error)}</Alert> : null}
            <div className="d-flex flex-column flex-sm-row gap-2">
              <FocusSafeButton onClick={() => decide.mutate('confirm')} inactive={decide.isPending}>
                동의합니다
              </FocusSafeButton>
              <FocusSafeButton variant="outline-danger" onClick={() => decide.mutate('refuse')} inactive={decide.isPending}>
                동의하지 않습니다
              </FocusSafeButton>
            </div>
          </Card.Body>
        </Card>
      )}
    </Container>
  );
}
