import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { MSG } from '@dodam/contracts';
import { signIn, useSession } from '@/lib/session/session-store';
import { rememberedFrom } from '@/lib/redirect';
import { PageTitle } from '@/components/ui/page-title';
import { EyeIcon, EyeOffIcon, ShieldIcon } from '@/components/ui/icons';
import { requestLogin } from './api';
import { isAdminUsername, loginErrorView, type LoginErrorView } from './login-error';
import { PendingPanel, RejectedPanel } from './approval-panels';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { OidcButtons } from './oidc-buttons';

/**
 * Login screen (spec section 2). On success only the session is set: the public-only guard around
 * this route then sends the user back to the remembered page or to the role landing page.
 */
export function LoginScreen({ forceAdmin = false }: { forceAdmin?: boolean }) {
  const location = useLocation();
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<LoginErrorView | null>(null);
  const ids = useId();

  const adminMode = forceAdmin || isAdminUsername(username);
  const canSubmit = username.trim() !== '' && password.trim() !== '' && !submitting;
  const cameFrom = rememberedFrom(location.state);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const response = await requestLogin(username, password, adminMode);
      signIn(response, adminMode);
    } catch (error) {
      setFailure(loginErrorView(error, adminMode));
      setSubmitting(false);
    }
  };

  const resetPanel = () => {
    setFailure(null);
    setPassword('');
  };

  const title = adminMode ? '관리자 로그인' : '로그인';

  return (
    <Container className="py-5">
      <PageTitle title={title} />
      <Card className="auth-card mx-auto shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          <h1 className="h3 mb-1 d-flex align-items-center gap-2">
            {adminMode && <ShieldIcon />}
            {title}
          </h1>
          <p className="text-body-secondary mb-4">{adminMode ? '관리자 계정으로 도담을 관리합니다.' : '도담에 오신 것을 환영합니다.'}</p>

          {session.expired && !failure && (
            <Alert variant="info" className="py-2">
              {MSG.sessionExpired}
            </Alert>
          )}
          {!session.expired && cameFrom && !failure && (
            <Alert variant="info" className="py-2">
              {MSG.authRequired}
            </Alert>
          )}

          {failure?.kind === 'pending' ? (
            <PendingPanel detail={failure.detail} onBack={resetPanel} />
          ) : failure?.kind === 'rejected' ? (
            <RejectedPanel detail={failure.detail} onBack={resetPanel} />
          ) : (
            <Form onSubmit={onSubmit} noValidate>
              {adminMode && (
                <Alert variant="warning" className="d-flex gap-2 align-items-start" data-testid="admin-mode-banner">
                  <ShieldIcon className="flex-shrink-0 mt-1" />
                  <div>
                    <strong>관리자 로그인 모드</strong>
                    <div className="small">관리자 계정으로만 로그인할 수 있습니다. 모든 접속 기록이 남습니다.</div>
                  </div>
                </Alert>
              )}
              {failure?.kind === 'message' && (
                <Alert variant="danger" role="alert">
                  <div>{failure.message}</div>
                  {failure.hint && <div className="small mt-1">{failure.hint}</div>}
                </Alert>
              )}
              <Form.Group className="mb-3" controlId={`${ids}-username`}>
                <Form.Label>{adminMode ? '관리자 아이디' : '아이디'}</Form.Label>
                <Form.Control
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoFocus
                  required
                />
              </Form.Group>
              <Form.Group className="mb-4" controlId={`${ids}-password`}>
                <Form.Label>{adminMode ? '관리자 비밀번호' : '비밀번호'}</Form.Label>
                <InputGroup>
                  <Form.Control
                    type={showPassword ? 'text' : 'password'}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    autoComplete="current-password"
                    required
                  />
                  <Button
                    variant="outline-secondary"
                    onClick={() => setShowPassword((v) => !v)}
                    aria-label={showPassword ? '비밀번호 숨기기' : '비밀번호 보기'}
                    aria-pressed={showPassword}
                    title={showPassword ? '비밀번호 숨기기' : '비밀번호 보기'}
                  >
                    {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                  </Button>
                </InputGroup>
              </Form.Group>
              <FocusSafeButton type="submit" variant={adminMode ? 'danger' : 'primary'} className="w-100" size="lg" inactive={!canSubmit}>
                {submitting ? (
                  <>
                    <Spinner size="sm" className="me-2" aria-hidden="true" />
                    로그인 중…
                  </>
                ) : (
                  title
                )}
              </FocusSafeButton>
            </Form>
          )}

          {!adminMode && <OidcButtons />}

          <hr className="my-4" />
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <Link to="/" className="btn btn-link px-0">
              홈으로
            </Link>
            {!adminMode && (
              <Link to="/register" className="btn btn-outline-primary">
                회원가입
              </Link>
            )}
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}

export default function LoginPage() {
  return <LoginScreen />;
}
