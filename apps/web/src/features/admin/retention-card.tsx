// 개인정보 보존 기간 (issue 25): the period (end of the school year + N years, notice days), who
// would get a notice or be deleted if the job ran now and when, a dry run, "지금 실행" and the last
// run's counts. The same job runs on the server every 6 hours and from `npm run retention`.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import type { RetentionLastRun, RetentionPlanEntry, RetentionRunResponse, RetentionSettings } from '@dodam/contracts/privacy';
import { TimedAlert } from '@/components/ui/timed-alert';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { errorMessage } from '@/lib/api/client';
import { formatDate, formatDateTime } from '@/lib/format';
import { AdminTable, type AdminColumn } from './admin-table';
import { fetchRetention, retentionKey, runRetentionNow, saveRetentionSettings } from './api-users';
import { ConfirmModal } from './confirm-modal';
import { useBanner } from './use-banner';

const ROLE: Record<string, string> = { student: '학생', teacher: '교사' };
const TRIGGER: Record<RetentionLastRun['trigger'], string> = { schedule: '서버 자동 실행', admin: '관리자 지금 실행', cli: '서버 컴퓨터의 명령줄' };

const columns = (withNotice: boolean): AdminColumn<RetentionPlanEntry>[] => [
  { header: '사용자', cell: (e) => `${e.name} (${e.username})` },
  { header: '역할', cell: (e) => ROLE[e.user_type] ?? e.user_type },
  { header: '마지막 사용', cell: (e) => formatDate(e.last_active_at) },
  ...(withNotice ? [{ header: '안내한 날', cell: (e: RetentionPlanEntry) => formatDate(e.notice_sent_at) }] : []),
  { header: '삭제 예정일', cell: (e) => formatDate(e.delete_at) },
];

function PlanTables({ plan, testId }: { plan: RetentionRunResponse; testId: string }) {
  return (
    <div data-testid={testId}>
      <h4 className="h6 mt-3">삭제 안내를 받을 계정 {plan.notify.length}명</h4>
      {plan.notify.length === 0 ? (
        <p className="small text-body-secondary">없음</p>
      ) : (
        <AdminTable compact caption="삭제 안내를 받을 계정" rows={plan.notify} rowKey={(e) => e.user_id} columns={columns(false)} />
      )}
      <h4 className="h6 mt-3">삭제될 계정 {plan.delete.length}명</h4>
      {plan.delete.length === 0 ? (
        <p className="small text-body-secondary mb-0">없음</p>
      ) : (
        <AdminTable compact caption="삭제될 계정" rows={plan.delete} rowKey={(e) => e.user_id} columns={columns(true)} />
      )}
    </div>
  );
}

export function RetentionCard() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: retentionKey, queryFn: fetchRetention });
  const { banner, close, success, failure } = useBanner();
  const [confirming, setConfirming] = useState(false);
  const [dryRun, setDryRun] = useState<RetentionRunResponse | null>(null);
  const run = useMutation({
    mutationFn: runRetentionNow,
    onSuccess: (result) => {
      if (result.dry_run) setDryRun(result);
      else {
        setDryRun(null);
        success(`보존 기간 작업을 실행했습니다. ${result.message}`);
      }
    },
    onError: (e) => failure(e),
    onSettled: (_r, _e, dry) => {
      if (!dry) setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  return (
    <Card className="mb-4" data-testid="retention-card">
      <Card.Header>
        <h2 className="h6 mb-0">개인정보 보존 기간</h2>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">
          학생·교사 계정을 마지막으로 쓴 학년도가 끝난 뒤(2월 말) 정한 햇수가 지나면, 먼저 삭제 안내(이메일 또는 알림함)를 보내고 안내 기간이 지난 뒤 계정과 개인정보를 삭제합니다. 학습량은 누구인지 알 수 없는 숫자로만 남습니다. 로그인하거나 도담을
          쓰면 보존 기간이 다시 시작됩니다. 서버가 6시간마다 자동으로 실행하며, 서버 컴퓨터에서 <code>npm run retention -- --dry-run</code> 또는 <code>--run</code>으로도 실행할 수 있습니다. 관리자 계정은 삭제하지 않습니다.
        </p>
        <TimedAlert message={banner} onClose={close} />
        {state.isPending ? (
          <Spinner size="sm" aria-label="보존 기간 설정을 불러오는 중" />
        ) : state.isError ? (
          <Alert variant="danger">{errorMessage(state.error)}</Alert>
        ) : (
          <>
            <SettingsForm key={JSON.stringify(state.data.settings)} initial={state.data.settings} onSaved={() => success('보존 기간 설정을 저장했습니다.')} />
            <h3 className="h6 mt-4">마지막 실행</h3>
            <p className="small" data-testid="retention-last-run">
              {state.data.last_run
                ? `${formatDateTime(state.data.last_run.ran_at)} · ${TRIGGER[state.data.last_run.trigger]} · 안내 ${state.data.last_run.notified}명, 삭제 ${state.data.last_run.deleted}명`
                : '아직 실행한 적이 없습니다.'}
            </p>
            <h3 className="h6 mt-4">지금 실행하면</h3>
            <PlanTables plan={state.data.preview} testId="retention-preview" />
            <div className="d-flex flex-wrap gap-2 mt-3">
              <FocusSafeButton variant="outline-primary" size="sm" inactive={run.isPending} onClick={() => run.mutate(true)}>
                미리 보기
              </FocusSafeButton>
              <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
                지금 실행
              </Button>
            </div>
            {dryRun && (
              <div className="mt-3" role="status" data-testid="retention-dry-run">
                <p className="small mb-0">
                  {formatDateTime(dryRun.ran_at)} 미리 보기: {dryRun.message} 아무것도 바뀌지 않았습니다.
                </p>
              </div>
            )}
          </>
        )}
      </Card.Body>
      <ConfirmModal show={confirming} title="보존 기간 작업 지금 실행" confirmLabel="실행" busy={run.isPending} onCancel={() => setConfirming(false)} onConfirm={() => run.mutate(false)}>
        <p className="mb-0">
          삭제 안내 {state.data?.preview.notify.length ?? 0}명에게 안내를 보내고, 계정 {state.data?.preview.delete.length ?? 0}명과 그 개인정보를 삭제합니다. 삭제는 되돌릴 수 없습니다.
        </p>
      </ConfirmModal>
    </Card>
  );
}

function SettingsForm({ initial, onSaved }: { initial: RetentionSettings; onSaved: () => void }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [years, setYears] = useState(String(initial.years_after_school_year));
  const [days, setDays] = useState(String(initial.notice_days));
  const save = useMutation({
    mutationFn: saveRetentionSettings,
    onSuccess: () => {
      onSaved();
      void queryClient.invalidateQueries({ queryKey: retentionKey });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ years_after_school_year: Number(years), notice_days: Number(days) });
  };
  return (
    <Form onSubmit={submit} noValidate data-testid="retention-settings">
      <Row className="g-2 align-items-end">
        <Col sm={5}>
          <Form.Group controlId={`${ids}-years`}>
            <Form.Label className="small">학년도가 끝난 뒤 보존 기간</Form.Label>
            <Form.Select size="sm" value={years} onChange={(e) => setYears(e.target.value)}>
              {[0, 1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? '학년도 말까지' : `${n}년`}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={4}>
          <Form.Group controlId={`${ids}-days`}>
            <Form.Label className="small">삭제 전 안내 기간 (일, 7~90)</Form.Label>
            <Form.Control size="sm" type="number" inputMode="numeric" min={7} max={90} value={days} onChange={(e) => setDays(e.target.value)} isInvalid={save.isError} aria-describedby={save.isError ? `${ids}-error` : undefined} />
          </Form.Group>
        </Col>
        <Col sm={3}>
          <FocusSafeButton type="submit" size="sm" inactive={save.isPending}>
            저장
          </FocusSafeButton>
        </Col>
      </Row>
      {save.isError && (
        <div id={`${ids}-error`} className="invalid-feedback d-block" role="alert">
          {errorMessage(save.error)}
        </div>
      )}
    </Form>
  );
}
