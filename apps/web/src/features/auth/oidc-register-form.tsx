import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { needsGuardianConsent } from '@dodam/contracts';
import { ApiError } from '@/lib/api/client';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { registerWithOidc, validateClassCode } from './api';

/**
 * A new account made with a class code (등록 코드) and linked to the school account in the same
 * step (ADR 018). The code decides the class; approval follows the code's rule as in any sign-up.
 */
export function OidcRegisterForm({ ticket, email: givenEmail, name }: { ticket: string; email: string | null; name: string | null }) {
  const [code, setCode] = useState('');
  const [username, setUsername] = useState('');
  const [fullName, setFullName] = useState(name ?? '');
  const [email, setEmail] = useState(givenEmail ?? '');
  const [password, setPassword] = useState('');
  const [birthYear, setBirthYear] = useState('');
  const [guardianEmail, setGuardianEmail] = useState('');
  const [privacy, setPrivacy] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ids = useId();
  const year = /^\d{4}$/.test(birthYear.trim()) ? Number(birthYear.trim()) : null;
  const underFourteen = year !== null && needsGuardianConsent(year);
  const canSubmit = code.trim() !== '' && username.trim() !== '' && email.trim() !== '' && password !== '' && year !== null && privacy && !submitting;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setError(null);
    try {
      const checked = await validateClassCode(code.trim());
      if (!checked.valid || !checked.course_id) {
        setError({ message: checked.message, fields: { code: checked.message } });
        return;
      }
      const result = await registerWithOidc(ticket, {
        username: username.trim(),
        email: email.trim(),
        password,
        ...(fullName.trim() ? { full_name: fullName.trim() } : {}),
        course_registrations: [{ course_id: checked.course_id, registration_code: code.trim() }],
        birth_year: year ?? 0,
        ...(underFourteen ? { guardian_email: guardianEmail.trim() } : {}),
        consents: { privacy: true },
      });
      setDone(result.message);
    } catch (err) {
      const fields: Record<string, string> = {};
      if (err instanceof ApiError) for (const f of err.errors ?? []) fields[f.field.replace(/^body\.registration\./, '')] = f.message;
      setError({ message: err instanceof ApiError ? (err.detailText ?? err.message) : String(err), fields });
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <>
        <Alert variant="success" role="status">
          {done}
        </Alert>
        <Link to="/login" className="btn btn-primary w-100">
          로그인 화면으로
        </Link>
      </>
    );
  }

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
    <Form onSubmit={onSubmit} noValidate aria-label="등록 코드로 가입">
      {error && (
        <Alert variant="danger" role="alert">
          {error.message}
        </Alert>
      )}
      {field('code', '등록 코드', code, setCode, { autoCapitalize: 'characters', spellCheck: false, autoFocus: true, required: true })}
      {field('username', '사용할 아이디', username, setUsername, { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, required: true })}
      {field('full_name', '이름', fullName, setFullName, { autoComplete: 'name' })}
      {field('email', '이메일', email, setEmail, { type: 'email', autoComplete: 'email', required: true })}
      {field('password', '비밀번호 (8자 이상)', password, setPassword, { type: 'password', autoComplete: 'new-password', required: true })}
      {field('birth_year', '태어난 해 (예: 2010)', birthYear, setBirthYear, { inputMode: 'numeric', maxLength: 4, required: true })}
      {underFourteen && field('guardian_email', '보호자 이메일 (만 14세 미만은 보호자 동의가 필요해요)', guardianEmail, setGuardianEmail, { type: 'email', required: true })}
      <Form.Group className="mb-3" controlId={`${ids}-privacy`}>
        <Form.Check
          type="checkbox"
          checked={privacy}
          onChange={(e) => setPrivacy(e.target.checked)}
          isInvalid={Boolean(error?.fields['consents.privacy'] ?? error?.fields.consents)}
          label={
            <>
              (필수) 개인정보 수집·이용에 동의합니다.{' '}
              <Link to="/privacy" target="_blank" rel="noreferrer">
                개인정보 처리방침 보기
              </Link>
            </>
          }
        />
      </Form.Group>
      <FocusSafeButton type="submit" variant="primary" className="w-100" inactive={!canSubmit}>
        {submitting ? '가입하는 중…' : '가입하고 학교 계정 연결'}
      </FocusSafeButton>
    </Form>
  );
}
