// /consent — the one-time consent of an account a school made for the student (roster import,
// issue 25): before anything else the student reads what is collected and agrees (required), and
// decides on the optional items. The server refuses every other request until this is recorded.
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { CONSENT_MSG, dashboardPathFor, userSchema } from '@dodam/contracts';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { setCurrentUser, useSession } from '@/lib/session/session-store';
import { PageTitle } from '@/components/ui/page-title';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { ConsentFields } from './consent-fields';
import type { RegisterFormValues } from './form-types';

export default function FirstConsentPage() {
  const navigate = useNavigate();
  const session = useSession();
  // The consent fields are shared with sign-up; only their two values are used here.
  const form = useForm<RegisterFormValues>({ defaultValues: { consentPrivacy: false, consentAi: false } });
  const save = useMutation({
    mutationFn: (values: { privacy: boolean; ai_model: boolean }) => apiRequest('/auth/consent', { json: { consents: values }, schema: userSchema }),
    onSuccess: (user) => {
      setCurrentUser(user);
      navigate(dashboardPathFor(user), { replace: true });
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    if (!values.consentPrivacy) {
      form.setError('consentPrivacy', { type: 'validate', message: CONSENT_MSG.privacyRequired }, { shouldFocus: true });
      return;
    }
    save.mutate({ privacy: true, ai_model: values.consentAi });
  });
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <PageTitle title="개인정보 동의" />
      <h1 className="h3 mb-2">처음 오신 것을 환영해요</h1>
      <p className="text-body-secondary">{session.user?.profile.fullName ? `${session.user.profile.fullName} 학생, ` : ''}학교에서 만들어 준 계정이에요. 시작하기 전에 어떤 정보를 왜 보관하는지 확인하고 동의해 주세요.</p>
      <Card>
        <Card.Body>
          <Form onSubmit={(event) => void onSubmit(event)} noValidate>
            <ConsentFields form={form} />
            {save.isError ? <Alert variant="danger">{errorMessage(save.error)}</Alert> : null}
            <FocusSafeButton type="submit" inactive={save.isPending}>
              동의하고 시작하기
            </FocusSafeButton>
          </Form>
          <p className="small text-body-secondary mt-3 mb-0">
            동의하지 않으려면 <Link to="/privacy">개인정보 처리방침</Link>을 확인한 뒤 선생님께 말씀해 주세요. 필수 항목에 동의하지 않으면 도담을 쓸 수 없어요.
          </p>
        </Card.Body>
      </Card>
    </Container>
  );
}
