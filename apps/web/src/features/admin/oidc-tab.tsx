import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { OIDC_PRESETS, type OidcProvider } from '@dodam/contracts/oidc';
import { TimedAlert } from '@/components/ui/timed-alert';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { ApiError, errorMessage } from '@/lib/api/client';
import { createOidcProvider, deleteOidcProvider, fetchOidcProviders, oidcKey, updateOidcProvider } from './api-oidc';
import { AdminTable } from './admin-table';
import { ConfirmModal } from './confirm-modal';
import { useBanner } from './use-banner';

/** 학교 계정 로그인: OpenID Connect providers for the login screen's buttons (ADR 018). */
export default function OidcTab() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: oidcKey, queryFn: fetchOidcProviders });
  const [editing, setEditing] = useState<OidcProvider | 'new' | null>(null);
  const [removing, setRemoving] = useState<OidcProvider | null>(null);
  const { banner, close, success, failure } = useBanner();
  const refresh = () => queryClient.invalidateQueries({ queryKey: oidcKey });
  const toggle = useMutation({
    mutationFn: (p: OidcProvider) => updateOidcProvider(p.id, { enabled: !p.enabled }),
    onSuccess: (p) => success(`${p.display_name} 로그인을 ${p.enabled ? '켰습니다' : '껐습니다'}.`),
    onError: (e) => failure(e),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (p: OidcProvider) => deleteOidcProvider(p.id),
    onSuccess: (res) => success(res.message),
    onError: (e) => failure(e),
    onSettled: () => {
      setRemoving(null);
      void refresh();
    },
  });

  return (
    <section aria-labelledby="oidc-heading">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="oidc-heading" className="h5 mb-0">
          학교 계정 로그인
        </h2>
        {editing === null && (
          <Button size="sm" onClick={() => setEditing('new')}>
            로그인 제공자 추가
          </Button>
        )}
      </div>
      <p className="small text-body-secondary">
        학교가 쓰는 계정(Google Workspace, Microsoft 365, 카카오 등 OpenID Connect)으로 로그인하게 합니다. 처음 로그인하는 학생은 도담 비밀번호나 등록 코드로 본인 확인을 한 뒤에만 연결되며, 이메일이 같다는 이유로 자동 연결하지 않습니다. 사용 중인 제공자는 개인정보 처리방침에 제3자로 표시됩니다.
      </p>
      <TimedAlert message={banner} onClose={close} />
      {editing !== null && (
        <ProviderForm
          provider={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            if (message) success(message);
            void refresh();
          }}
        />
      )}
      {list.isPending ? (
        <Spinner aria-label="설정을 불러오는 중" />
      ) : list.isError ? (
        <Alert variant="danger">{errorMessage(list.error)}</Alert>
      ) : list.data.length === 0 ? (
        <Card body className="text-center text-body-secondary py-5">
          설정된 학교 계정 로그인이 없습니다.
        </Card>
      ) : (
        <AdminTable
          testId="oidc-providers"
          caption="학교 계정 로그인 제공자 목록"
          rows={list.data}
          rowKey={(p) => p.id}
          columns={[
            { header: '표시 이름', cell: (p) => p.display_name },
            {
              header: '발급자와 리디렉션 URI',
              className: 'small text-break',
              cell: (p) => (
                <>
                  <div>{p.issuer}</div>
                  <div className="text-body-secondary">리디렉션 URI: {p.redirect_uri}</div>
                </>
              ),
            },
            { header: '연결된 계정', cell: (p) => `${p.linked_accounts}명` },
            { header: '상태', cell: (p) => (p.enabled ? <Badge bg="success">사용</Badge> : <Badge bg="secondary">사용 안 함</Badge>) },
            {
              header: '작업',
              hiddenHeader: true,
              cell: (p) => (
                <div className="d-flex flex-wrap gap-1">
                  <FocusSafeButton size="sm" variant="outline-secondary" inactive={toggle.isPending} onClick={() => toggle.mutate(p)} aria-label={`${p.display_name} ${p.enabled ? '끄기' : '켜기'}`}>
                    {p.enabled ? '끄기' : '켜기'}
                  </FocusSafeButton>
                  <Button size="sm" variant="outline-primary" onClick={() => setEditing(p)} aria-label={`${p.display_name} 수정`}>
                    수정
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setRemoving(p)} aria-label={`${p.display_name} 삭제`}>
                    삭제
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      <ConfirmModal
        show={removing !== null}
        title="학교 계정 로그인 삭제"
        confirmLabel="삭제"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing?.display_name} 설정을 삭제하면 연결된 학교 계정 {removing?.linked_accounts ?? 0}개의 연결도 해제됩니다. 학생들은 도담 아이디와 비밀번호로 계속 로그인할 수 있습니다.
      </ConfirmModal>
    </section>
  );
}

function ProviderForm({ provider, onDone }: { provider: OidcProvider | null; onDone: (message: string | null) => void }) {
  const ids = useId();
  const [displayName, setDisplayName] = useState(provider?.display_name ?? '');
  const [issuer, setIssuer] = useState(provider?.issuer ?? '');
  const [clientId, setClientId] = useState(provider?.client_id ?? '');
  const [secret, setSecret] = useState('');
  const [scope, setScope] = useState(provider?.scope ?? 'openid email profile');
  const [hint, setHint] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const save = useMutation({
    mutationFn: () =>
      provider
        ? updateOidcProvider(provider.id, { display_name: displayName, issuer, client_id: clientId, scope, ...(secret ? { client_secret: secret } : {}) })
        : createOidcProvider({ display_name: displayName, issuer, client_id: clientId, client_secret: secret, scope }),
    onSuccess: (saved) => onDone(`${saved.display_name} 설정을 저장했습니다. 제공자에 리디렉션 URI ${saved.redirect_uri}를 등록하세요.`),
    onError: (e) => {
      const fields: Record<string, string> = {};
      if (e instanceof ApiError) for (const f of e.errors) fields[f.field.replace(/^body\./, '')] = f.message;
      setError({ message: errorMessage(e), fields });
    },
  });
  const applyPreset = (key: string) => {
    const preset = OIDC_PRESETS.find((p) => p.key === key);
    if (!preset) return;
    setDisplayName(preset.display_name);
    setIssuer(preset.issuer);
    setScope(preset.scope);
    setHint(preset.hint);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate();
  };
  const field = (key: string, label: string, value: string, set: (v: string) => void, props: Record<string, unknown> = {}) => {
    const message = error?.fields[key];
    return (
      <Form.Group className="mb-3" controlId={`${ids}-${key}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control value={value} onChange={(e) => set(e.target.value)} isInvalid={Boolean(message)} aria-describedby={message ? `${ids}-${key}-error` : undefined} {...props} />
        {message && (
          <Form.Control.Feedback type="invalid" id={`${ids}-${key}-error`}>
            {message}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    );
  };
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <Form onSubmit={onSubmit} noValidate aria-label={provider ? '학교 계정 로그인 수정' : '학교 계정 로그인 추가'}>
          <h3 className="h6">{provider ? `${provider.display_name} 수정` : '로그인 제공자 추가'}</h3>
          {error && (
            <Alert variant="danger" role="alert">
              {error.message}
            </Alert>
          )}
          {!provider && (
            <Form.Group className="mb-3" controlId={`${ids}-preset`}>
              <Form.Label>미리 준비된 설정</Form.Label>
              <Form.Select defaultValue="" onChange={(e) => applyPreset(e.target.value)}>
                <option value="">직접 입력</option>
                {OIDC_PRESETS.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.display_name}
                  </option>
                ))}
              </Form.Select>
              {hint && <Form.Text>{hint}</Form.Text>}
            </Form.Group>
          )}
          {field('display_name', '표시 이름 (로그인 버튼: "○○ 계정으로 로그인")', displayName, setDisplayName, { required: true })}
          {field('issuer', '발급자(issuer) 주소', issuer, setIssuer, { type: 'url', required: true, spellCheck: false })}
          {field('client_id', '클라이언트 ID', clientId, setClientId, { required: true, spellCheck: false })}
          {field('client_secret', provider ? '클라이언트 시크릿 (바꿀 때만 입력)' : '클라이언트 시크릿', secret, setSecret, { type: 'password', autoComplete: 'new-password', required: !provider })}
          {field('scope', '범위(scope)', scope, setScope, { spellCheck: false })}
          <div className="d-flex gap-2">
            <FocusSafeButton type="submit" inactive={save.isPending}>
              {save.isPending ? '저장하는 중…' : '저장'}
            </FocusSafeButton>
            <Button variant="outline-secondary" onClick={() => onDone(null)}>
              취소
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
