import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { OIDC_ERROR_CODES, OIDC_ERROR_MESSAGES, OIDC_MSG, type OidcErrorCode, type OidcLinkInfo } from '@dodam/contracts/oidc';
import { ApiError } from '@/lib/api/client';
import { signIn } from '@/lib/session/session-store';
import { PageTitle } from '@/components/ui/page-title';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { exchangeOidcCode, fetchOidcLinkInfo, linkOidcWithPassword } from './api';
import { loginErrorView, type LoginErrorView } from './login-error';
import { PendingPanel, RejectedPanel } from './approval-panels';
import { OidcRegisterForm } from './oidc-register-form';

type Handoff = { kind: 'code'; value: string } | { kind: 'link'; value: string } | { kind: 'error'; code: OidcErrorCode };

/** Reads what the callback put in the fragment, once, and removes it from the address bar and history. */
function readHandoff(): Handoff {
  const params = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', window.location.pathname);
  const code = params.get('code');
  if (code) return { kind: 'code', value: code };
  const link = params.get('link');
  if (link) return { kind: 'link', value: link };
  const error = params.get('error');
  return { kind: 'error', code: OIDC_ERROR_CODES.find((c) => c === error) ?? 'flow_invalid' };
}

function Failure({ failure, onBack }: { failure: LoginErrorView; onBack: () => void }) {
  if (failure.kind === 'pending') return <PendingPanel detail={failure.detail} onBack={onBack} />;
  if (failure.kind === 'rejected') return <RejectedPanel detail={failure.detail} onBack={onBack} />;
  return (
    <Alert variant="danger" role="alert">
      <div>{failure.message}</div>
      {failure.hint && <div className="small mt-1">{failure.hint}</div>}
    </Alert>
  );
}

const AGAIN = (
  <Link to="/login" className="btn btn-outline-primary">
    로그인 화면으로
  </Link>
);

/** /login/oidc — finishes a school sign-in: trades the one-time code, or links the school account with proof. */
export default function OidcPage() {
  const [handoff] = useState(readHandoff);
  const [failure, setFailure] = useState<LoginErrorView | null>(null);
  const [info, setInfo] = useState<OidcLinkInfo | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (handoff.kind === 'code') {
      // On success the public-only guard sends the user on to their landing page.
      exchangeOidcCode(handoff.value)
        .then((response) => signIn(response, false))
        .catch((error: unknown) => setFailure(error instanceof ApiError && error.status === 401 ? { kind: 'message', message: OIDC_MSG.exchangeInvalid } : loginErrorView(error, false)));
    } else if (handoff.kind === 'link') {
      fetchOidcLinkInfo(handoff.value)
        .then(setInfo)
        .catch(() => setFailure({ kind: 'message', message: OIDC_MSG.ticketInvalid }));
    }
  }, [handoff]);

  const title = handoff.kind === 'link' ? '학교 계정 연결' : '학교 계정 로그인';
  return (
    <Container className="py-5">
      <PageTitle title={title} />
      <Card className="auth-card mx-auto shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          <h1 className="h3 mb-3">{title}</h1>
          {handoff.kind === 'error' ? (
            <>
              <Alert variant="danger" role="alert">
                {OIDC_ERROR_MESSAGES[handoff.code]}
              </Alert>
              {AGAIN}
            </>
          ) : failure ? (
            <>
              <Failure failure={failure} onBack={() => window.location.assign('/login')} />
              {failure.kind === 'message' && AGAIN}
            </>
          ) : handoff.kind === 'link' && info ? (
            <LinkStep ticket={handoff.value} info={info} />
          ) : (
            <p role="status" className="d-flex align-items-center gap-2 mb-0">
              <Spinner size="sm" aria-hidden="true" />
              로그인하는 중…
            </p>
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}

function LinkStep({ ticket, info }: { ticket: string; info: OidcLinkInfo }) {
  const [mode, setMode] = useState<'password' | 'register'>('password');
  const account = info.email ?? info.name ?? '학교 계정';
  return (
    <>
      <p>
        <strong>{info.provider_name}</strong>의 <strong className="text-break">{account}</strong> 계정이 아직 도담 계정에 연결되어 있지 않습니다. 본인 확인을 위해 한 번만 도담 계정으로 로그인해 주세요.
      </p>
      <p className="small text-body-secondary">이메일이 같아도 자동으로 연결하지 않습니다. 연결한 뒤에는 학교 계정만으로 로그인할 수 있습니다.</p>
      {mode === 'password' ? (
        <>
          <PasswordLink ticket={ticket} />
          <hr className="my-4" />
          <p className="small mb-2">도담 계정이 없나요? 선생님께 받은 등록 코드로 가입하면서 연결할 수 있습니다.</p>
          <button type="button" className="btn btn-outline-secondary w-100" onClick={() => setMode('register')}>
            등록 코드로 새로 가입
          </button>
        </>
      ) : (
        <>
          <OidcRegisterForm ticket={ticket} email={info.email} name={info.name} />
          <hr className="my-4" />
          <button type="button" className="btn btn-link px-0" onClick={() => setMode('password')}>
            이미 도담 계정이 있어요
          </button>
        </>
      )}
    </>
  );
}

function PasswordLink({ ticket }: { ticket: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<LoginErrorView | null>(null);
  const ids = useId();
  const canSubmit = username.trim() !== '' && password !== '' && !submitting;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setFailure(null);
    try {
      signIn(await linkOidcWithPassword(ticket, username, password), false);
    } catch (error) {
      const detail = error instanceof ApiError ? error.detailText : null;
      setFailure(error instanceof ApiError && (error.status === 409 || detail === OIDC_MSG.ticketInvalid) && detail ? { kind: 'message', message: detail } : loginErrorView(error, false));
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="도담 계정으로 확인">
      {failure && <Failure failure={failure} onBack={() => setFailure(null)} />}
      <Form.Group className="mb-3" controlId={`${ids}-username`}>
        <Form.Label>도담 아이디</Form.Label>
        <Form.Control value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus required />
      </Form.Group>
      <Form.Group className="mb-4" controlId={`${ids}-password`}>
        <Form.Label>도담 비밀번호</Form.Label>
        <Form.Control type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
      </Form.Group>
      <FocusSafeButton type="submit" variant="primary" className="w-100" size="lg" inactive={!canSubmit}>
        {submitting ? '연결하는 중…' : '연결하고 로그인'}
      </FocusSafeButton>
    </Form>
  );
}
