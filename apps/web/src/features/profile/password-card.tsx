import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { ADMIN_MSG, passwordChangeSchema, userSchema } from '@dodam/contracts';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { setCurrentUser } from '@/lib/session/session-store';
import { showToast } from '@/components/ui/toasts';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

const FIELDS = [
  { key: 'current_password', label: '현재 비밀번호', autoComplete: 'current-password' },
  { key: 'new_password', label: '새 비밀번호 (6자 이상)', autoComplete: 'new-password' },
  { key: 'new_password_confirm', label: '새 비밀번호 확인', autoComplete: 'new-password' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

/** Own password change: current password required; every other session is signed out. */
export function PasswordCard({ required }: { required: boolean }) {
  const [values, setValues] = useState<Record<Key, string>>({ current_password: '', new_password: '', new_password_confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Key] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setServerError(null);
    setBusy(true);
    try {
      setCurrentUser(await apiRequest('/auth/me/password', { method: 'PUT', json: parsed.data, schema: userSchema }));
      setValues({ current_password: '', new_password: '', new_password_confirm: '' });
      showToast(ADMIN_MSG.passwordChanged, 'success');
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={`shadow-sm mb-4${required ? ' border-warning' : ''}`} id="password">
      <Card.Header>
        <h2 className="h6 mb-0">비밀번호 변경</h2>
      </Card.Header>
      <Card.Body>
        {required && <Alert variant="warning">{ADMIN_MSG.mustChangePassword}</Alert>}
        {serverError && <Alert variant="danger">{serverError}</Alert>}
        <Form noValidate onSubmit={submit}>
          {FIELDS.map((f) => (
            <Form.Group key={f.key} controlId={`password-${f.key}`} className="mb-3">
              <Form.Label>{f.label}</Form.Label>
              <Form.Control
                type="password"
                autoComplete={f.autoComplete}
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                isInvalid={Boolean(errors[f.key])}
              />
              <Form.Control.Feedback type="invalid">{errors[f.key]}</Form.Control.Feedback>
            </Form.Group>
          ))}
          <FocusSafeButton type="submit" inactive={busy}>
            {busy ? <Spinner size="sm" aria-label="변경 중" /> : '비밀번호 변경'}
          </FocusSafeButton>
          <div className="form-text">변경하면 다른 기기의 로그인은 모두 해제됩니다.</div>
        </Form>
      </Card.Body>
    </Card>
  );
}
