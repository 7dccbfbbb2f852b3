// The profile's 개인정보 tab (issue 25): a student's rights, self-service — download everything
// held about them (JSON and a readable print view), see who read their records, correct name and
// e-mail, suspend processing (처리 정지) and ask for deletion.
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { type User } from '@dodam/contracts';
import { correctionSchema, type PrivacyExport } from '@dodam/contracts/privacy';
import { errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { setCurrentUser } from '@/lib/session/session-store';
import { AppModal } from '@/components/ui/app-modal';
import { showToast } from '@/components/ui/toasts';
import { correctAccount, fetchAccessLog, fetchConsents, fetchPrivacyExport, fetchPrivacyStatus, privacyKeys, requestDeletion, setModelConsent, setProcessing } from './api';
import { ExportView } from './export-view';

const ROLE_LABEL = { teacher: '교사', admin: '관리자' } as const;

function download(data: PrivacyExport, username: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `dodam-${username}-${data.generated_at.slice(0, 10)}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ExportCard({ user }: { user: User }) {
  const [data, setData] = useState<PrivacyExport | null>(null);
  const [showView, setShowView] = useState(false);
  const load = useMutation({ mutationFn: fetchPrivacyExport, onSuccess: setData });
  const get = async (then: (d: PrivacyExport) => void) => {
    const d = data ?? (await load.mutateAsync());
    then(d);
  };
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header>
        <h2 className="h6 mb-0">내 정보 내려받기</h2>
      </Card.Header>
      <Card.Body>
        <p className="mb-3">
          도담이 나에 대해 가지고 있는 모든 정보(프로필, 수강 반, 학습 기록, 완료 기록, 편집 중인 코드, 코드 실행 기록, 제출한 코드, 튜터 대화, 열람 기록 등)를 받아 볼 수
          있습니다.
        </p>
        {load.isError && <Alert variant="danger">{errorMessage(load.error)}</Alert>}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" disabled={load.isPending} onClick={() => void get((d) => download(d, user.username)).catch(() => undefined)}>
            {load.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            JSON 파일로 내려받기
          </Button>
          <Button variant="outline-primary" disabled={load.isPending} aria-expanded={showView} onClick={() => (showView ? setShowView(false) : void get(() => setShowView(true)).catch(() => undefined))}>
            {showView ? '읽기 쉬운 보기 닫기' : '읽기 쉬운 보기'}
          </Button>
        </div>
        {showView && data && <ExportView data={data} />}
      </Card.Body>
    </Card>
  );
}

function AccessLogCard() {
  const log = useQuery({ queryKey: privacyKeys.accessLog, queryFn: fetchAccessLog });
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header>
        <h2 className="h6 mb-0">내 기록을 열람한 사람</h2>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">교사나 관리자가 내 학습 기록, 코드, 튜터 대화, 목록(CSV), 보고서를 볼 때마다 그 순간 기록됩니다.</p>
        {log.isPending ? (
          <Spinner aria-label="열람 기록을 불러오는 중" />
        ) : log.isError ? (
          <Alert variant="danger">{errorMessage(log.error)}</Alert>
        ) : log.data.entries.length === 0 ? (
          <p className="mb-0 text-body-secondary" data-testid="access-log-empty">
            아직 내 기록을 열람한 사람이 없습니다.
          </p>
        ) : (
          <div className="table-responsive">
            <Table size="sm" className="mb-0" data-testid="access-log">
              <caption className="visually-hidden">내 기록 열람 기록</caption>
              <thead>
                <tr>
                  <th scope="col">누가</th>
                  <th scope="col">역할</th>
                  <th scope="col">무엇을</th>
                  <th scope="col">언제</th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((e) => (
                  <tr key={e.id}>
                    <td>{e.reader_name}</td>
                    <td>{ROLE_LABEL[e.reader_role]}</td>
                    <td>{e.what_label}</td>
                    <td>
                      <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

function CorrectionCard({ user }: { user: User }) {
  const ids = useId();
  const [fullName, setFullName] = useState(user.profile.fullName ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [errors, setErrors] = useState<{ full_name?: string; email?: string; form?: string }>({});
  const save = useMutation({
    mutationFn: correctAccount,
    onSuccess: (updated) => {
      setCurrentUser(updated);
      showToast('이름과 이메일을 고쳤습니다.', 'success');
    },
    onError: (error) => setErrors({ form: errorMessage(error) }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: { full_name?: string; email?: string } = {};
    if (fullName.trim() !== (user.profile.fullName ?? '')) body.full_name = fullName;
    if (email.trim().toLowerCase() !== (user.email ?? '').toLowerCase()) body.email = email;
    const parsed = correctionSchema.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'full_name' || issue.path[0] === 'email' ? issue.path[0] : 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header>
        <h2 className="h6 mb-0">이름·이메일 정정</h2>
      </Card.Header>
      <Card.Body>
        {errors.form && (
          <Alert variant="danger" role="alert">
            {errors.form}
          </Alert>
        )}
        <Form noValidate onSubmit={submit}>
          <Form.Group className="mb-3" controlId={`${ids}-name`}>
            <Form.Label>이름</Form.Label>
            <Form.Control value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" maxLength={50} isInvalid={Boolean(errors.full_name)} />
            <Form.Control.Feedback type="invalid">{errors.full_name}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${ids}-email`}>
            <Form.Label>이메일</Form.Label>
            <Form.Control type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" maxLength={254} isInvalid={Boolean(errors.email)} />
            <Form.Control.Feedback type="invalid">{errors.email}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            정정하기
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

function ProcessingCard() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: privacyKeys.status, queryFn: fetchPrivacyStatus });
  const change = useMutation({
    mutationFn: setProcessing,
    onSuccess: (next) => {
      queryClient.setQueryData(privacyKeys.status, next);
      showToast(next.processing_suspended ? '처리 정지를 시작했습니다.' : '처리 정지를 해제했습니다.', 'success');
    },
  });
  const suspended = status.data?.processing_suspended ?? false;
  return (
    <Card className={`shadow-sm mb-4${suspended ? ' border-warning' : ''}`}>
      <Card.Header>
        <h2 className="h6 mb-0">처리 정지</h2>
      </Card.Header>
      <Card.Body>
        <p>
          처리 정지를 켜면 도담은 내 정보로 <strong>AI 튜터 답변</strong>, 선생님의 <strong>실시간 학습 보기</strong>, 반 <strong>학습 분석</strong>을 하지 않습니다.
          로그인과 학습, 저장된 기록은 그대로 유지되며 언제든 다시 해제할 수 있습니다.
        </p>
        {status.isPending ? (
          <Spinner aria-label="처리 정지 상태를 불러오는 중" />
        ) : status.isError ? (
          <Alert variant="danger">{errorMessage(status.error)}</Alert>
        ) : (
          <>
            {change.isError && <Alert variant="danger">{errorMessage(change.error)}</Alert>}
            <Form.Check
              type="switch"
              id="processing-suspended"
              label={suspended ? `처리 정지 중 (${formatDateTime(status.data.processing_suspended_at)}부터)` : '처리 정지 켜기'}
              checked={suspended}
              disabled={change.isPending}
              onChange={(e) => change.mutate(e.target.checked)}
            />
          </>
        )}
      </Card.Body>
    </Card>
  );
}

function DeletionCard() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: privacyKeys.status, queryFn: fetchPrivacyStatus });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const ask = useMutation({
    mutationFn: requestDeletion,
    onSuccess: (res) => {
      setOpen(false);
      showToast(res.message, 'success');
      void queryClient.invalidateQueries({ queryKey: privacyKeys.status });
    },
  });
  const pending = status.data?.deletion_request;
  return (
    <Card className="shadow-sm mb-4 border-danger-subtle">
      <Card.Header>
        <h2 className="h6 mb-0">계정·개인정보 삭제 요청</h2>
      </Card.Header>
      <Card.Body>
        <p>
          삭제를 요청하면 관리자가 확인한 뒤 계정과 개인정보(프로필, 학습 기록, 코드, 튜터 대화, 열람 기록)를 모두 삭제합니다. 반과 과정의 통계에는 누구인지 알 수 없는 숫자만
          남습니다. 삭제가 끝나면 다시 로그인할 수 없습니다.
        </p>
        {status.isPending ? (
          <Spinner aria-label="삭제 요청 상태를 불러오는 중" />
        ) : pending ? (
          <Alert variant="warning" className="mb-0" data-testid="deletion-status">
            <Badge bg="warning" text="dark" className="me-2">
              처리 대기
            </Badge>
            {formatDateTime(pending.created_at)}에 삭제를 요청했습니다. 관리자가 처리하면 계정이 삭제됩니다.
          </Alert>
        ) : (
          <Button variant="outline-danger" onClick={() => setOpen(true)}>
            삭제 요청하기
          </Button>
        )}
      </Card.Body>
      <AppModal show={open} onHide={() => setOpen(false)} centered aria-labelledby="deletion-title">
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id="deletion-title" className="h5">
            계정과 개인정보를 삭제할까요?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>관리자가 요청을 처리하면 계정과 모든 개인정보가 삭제되며 되돌릴 수 없습니다. 필요하면 먼저 내 정보를 내려받아 두세요.</p>
          {ask.isError && <Alert variant="danger">{errorMessage(ask.error)}</Alert>}
          <Form.Group controlId="deletion-reason">
            <Form.Label>사유 (선택)</Form.Label>
            <Form.Control as="textarea" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setOpen(false)} disabled={ask.isPending}>
            취소
          </Button>
          <Button variant="danger" onClick={() => ask.mutate(reason)} disabled={ask.isPending}>
            {ask.isPending ? <Spinner size="sm" aria-label="요청 중" /> : '삭제 요청'}
          </Button>
        </Modal.Footer>
      </AppModal>
    </Card>
  );
}

/** 동의 기록 (issue 25): every decision with the notice version, time and address; the optional AI item can be withdrawn or given. */
function ConsentCard() {
  const queryClient = useQueryClient();
  const consents = useQuery({ queryKey: privacyKeys.consents, queryFn: fetchConsents });
  const change = useMutation({
    mutationFn: setModelConsent,
    onSuccess: (state) => {
      queryClient.setQueryData(privacyKeys.consents, state);
      showToast(state.ai_model ? '외부 AI 모델 전송에 동의했어요.' : '외부 AI 모델 전송 동의를 철회했어요. 이제 기본 튜터가 답해요.', 'success');
    },
  });
  return (
    <Card className="shadow-sm mb-4" data-testid="consent-card">
      <Card.Header>
        <h2 className="h6 mb-0">동의 기록</h2>
      </Card.Header>
      <Card.Body>
        {consents.isPending ? (
          <Spinner size="sm" role="status" aria-label="불러오는 중" />
        ) : consents.isError ? (
          <Alert variant="danger">{errorMessage(consents.error)}</Alert>
        ) : (
          <>
            {consents.data.ai_model_configured ? (
              <div className="mb-3">
                <p className="mb-2">
                  외부 AI 모델 전송 (선택): <strong>{consents.data.ai_model ? '동의함' : '동의하지 않음'}</strong>. 동의하지 않아도 기본 튜터로 모든 학습을 할 수 있어요.
                </p>
                {change.isError && <Alert variant="danger">{errorMessage(change.error)}</Alert>}
                <Button variant={consents.data.ai_model ? 'outline-danger' : 'outline-primary'} size="sm" disabled={change.isPending} onClick={() => change.mutate(!consents.data.ai_model)}>
                  {consents.data.ai_model ? '동의 철회하기' : '동의하기'}
                </Button>
              </div>
            ) : null}
            {consents.data.history.length === 0 ? (
              <p className="text-body-secondary small mb-0">기록된 동의가 없어요.</p>
            ) : (
              <Table size="sm" responsive className="small mb-0">
                <caption className="visually-hidden">내 동의 기록</caption>
                <thead>
                  <tr>
                    <th scope="col">항목</th>
                    <th scope="col">결정</th>
                    <th scope="col">처리방침 버전</th>
                    <th scope="col">시각</th>
                    <th scope="col">IP 주소</th>
                  </tr>
                </thead>
                <tbody>
                  {consents.data.history.map((h, i) => (
                    <tr key={i}>
                      <td>{h.label}</td>
                      <td>{h.granted ? '동의' : '거부·철회'}</td>
                      <td>{h.notice_version}</td>
                      <td>{formatDateTime(h.at)}</td>
                      <td>{h.ip_address ?? '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}

export function PrivacyTab({ user }: { user: User }) {
  return (
    <div>
      <ExportCard user={user} />
      <ConsentCard />
      <AccessLogCard />
      <CorrectionCard user={user} />
      <ProcessingCard />
      <DeletionCard />
    </div>
  );
}
