// The consent part of sign-up (issue 25, ADR 025): the required 개인정보 수집·이용 item with what is
// collected, why and for how long (from the generated notice), and the optional items that apply now
// (the AI model only while one is configured). Nothing is ticked in advance.
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '@/lib/api/client';
import { usePrivacyNotice } from '@/lib/privacy-notice';
import type { RegisterFormValues } from './form-types';

export function ConsentFields({ form }: { form: UseFormReturn<RegisterFormValues> }) {
  const ids = useId();
  const notice = usePrivacyNotice();
  const { register, clearErrors, formState } = form;
  const error = formState.errors.consentPrivacy?.message;
  if (notice.isPending) return <Spinner size="sm" role="status" aria-label="동의 항목을 불러오는 중" className="mb-3" />;
  if (notice.isError) return <Alert variant="danger">{errorMessage(notice.error)}</Alert>;
  const { required, optional } = notice.data.consent;
  return (
    <fieldset className="border rounded p-3 mb-3" data-testid="signup-consents">
      <legend className="h6 float-none w-auto px-1 mb-2">개인정보 동의</legend>
      <h3 className="h6 mb-1">{required.label}</h3>
      <dl className="small mb-2">
        <dt>수집 항목</dt>
        <dd>{required.items.join(', ')}</dd>
        <dt>목적</dt>
        <dd>{required.purpose}</dd>
        <dt>보유 기간</dt>
        <dd className="mb-1">{required.retention}</dd>
      </dl>
      <p className="small text-body-secondary">
        동의하지 않을 수 있지만, 동의하지 않으면 가입할 수 없어요. 자세한 내용은{' '}
        <Link to="/privacy" target="_blank" rel="noopener">
          개인정보 처리방침(새 창)
        </Link>
        에 있어요 (버전 {notice.data.version}).
      </p>
      <Form.Check
        id={`${ids}-privacy`}
        {...register('consentPrivacy', { onChange: () => clearErrors('consentPrivacy') })}
        label="개인정보 수집·이용에 동의합니다 (필수)"
        isInvalid={Boolean(error)}
        feedback={error}
        feedbackType="invalid"
        aria-invalid={Boolean(error)}
      />
      {optional.map((o) => (
        <div key={o.item} className="mt-3">
          <h3 className="h6 mb-1">{o.label}</h3>
          <p className="small mb-2" id={`${ids}-${o.item}-help`}>
            {o.description}
          </p>
          <Form.Check id={`${ids}-${o.item}`} {...register('consentAi')} label="외부 AI 모델 전송에 동의합니다 (선택)" aria-describedby={`${ids}-${o.item}-help`} />
        </div>
      ))}
    </fieldset>
  );
}
