// The privacy officer (개인정보 보호책임자) the public notice names, and the third parties the server
// is configured with (issue 25).
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { privacyOfficerSchema, type PrivacyOfficer } from '@dodam/contracts/privacy';
import { errorMessage } from '@/lib/api/client';
import { showToast } from '@/components/ui/toasts';
import { fetchPrivacySettings, savePrivacySettings } from './api-users';
import { PRIVACY_NOTICE_KEY, usePrivacyNotice } from '@/lib/privacy-notice';

type Field = keyof PrivacyOfficer;
const FIELDS: { key: Field; label: string; autoComplete: string }[] = [
  { key: 'name', label: '이름', autoComplete: 'off' },
  { key: 'title', label: '직위 (선택)', autoComplete: 'off' },
  { key: 'contact', label: '연락처 (이메일 또는 전화번호)', autoComplete: 'off' },
];

export function PrivacyOfficerCard() {
  const settings = useQuery({ queryKey: ['admin', 'privacy-settings'], queryFn: fetchPrivacySettings });
  const notice = usePrivacyNotice();
  return (
    <Card className="mb-4">
      <Card.Header>
        <h2 className="h6 mb-0">개인정보 보호책임자와 제3자</h2>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">
          여기 입력한 보호책임자는 <Link to="/privacy">개인정보 처리방침</Link>에 표시됩니다.
        </p>
        {settings.isPending ? (
          <Spinner size="sm" aria-label="설정을 불러오는 중" />
        ) : settings.isError ? (
          <Alert variant="danger">{errorMessage(settings.error)}</Alert>
        ) : (
          <OfficerForm initial={settings.data.officer ?? { name: '', title: '', contact: '' }} />
        )}
        <h3 className="h6 mt-4">정보를 받는 제3자 (현재 서버 설정)</h3>
        {notice.isPending ? (
          <Spinner size="sm" aria-label="제3자 목록을 불러오는 중" />
        ) : notice.isError ? (
          <Alert variant="danger">{errorMessage(notice.error)}</Alert>
        ) : notice.data.third_parties.length === 0 ? (
          <p className="small mb-0" data-testid="admin-third-parties">
            없음 — AI 튜터는 내장 튜터로만 동작하고, 이메일은 알림함에만 보관됩니다.
          </p>
        ) : (
          <ul className="small mb-0" data-testid="admin-third-parties">
            {notice.data.third_parties.map((p) => (
              <li key={p.name}>
                <strong>{p.name}</strong>: {p.purpose}
                {p.detail ? ` (${p.detail})` : ''}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

function OfficerForm({ initial }: { initial: PrivacyOfficer }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PrivacyOfficer>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation({
    mutationFn: savePrivacySettings,
    onSuccess: () => {
      showToast('개인정보 보호책임자를 저장했습니다.', 'success');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'privacy-settings'] });
      void queryClient.invalidateQueries({ queryKey: PRIVACY_NOTICE_KEY });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = privacyOfficerSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <>
      {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
      <Form noValidate onSubmit={submit}>
        <Row className="g-2">
          {FIELDS.map((f) => (
            <Col md={4} key={f.key}>
              <Form.Group controlId={`${ids}-${f.key}`}>
                <Form.Label className="small">{f.label}</Form.Label>
                <Form.Control
                  size="sm"
                  value={values[f.key]}
                  autoComplete={f.autoComplete}
                  maxLength={f.key === 'contact' ? 100 : 50}
                  isInvalid={Boolean(errors[f.key])}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                />
                <Form.Control.Feedback type="invalid">{errors[f.key]}</Form.Control.Feedback>
              </Form.Group>
            </Col>
          ))}
        </Row>
        <Button type="submit" size="sm" className="mt-2" disabled={save.isPending}>
          {save.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          보호책임자 저장
        </Button>
      </Form>
    </>
  );
}
