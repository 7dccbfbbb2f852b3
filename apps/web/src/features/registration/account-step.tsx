// Step 1 of the registration wizard: username and email with live availability, password and
// its confirmation. Validation itself runs in the page when the student moves on.
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { ArrowRightIcon } from '@/components/ui/icons';
import { AvailabilityStatus } from './availability-status';
import { needsGuardianConsent } from '@dodam/contracts';
import { parsedBirthYear, type RegisterFormValues, type Step1Field } from './form-types';
import type { DuplicateCheck } from './use-duplicate-check';

export function AccountStep({
  form,
  hidden,
  usernameCheck,
  emailCheck,
  advancing,
}: {
  form: UseFormReturn<RegisterFormValues>;
  hidden: boolean;
  usernameCheck: DuplicateCheck;
  emailCheck: DuplicateCheck;
  advancing: boolean;
}) {
  const ids = useId();
  const { register, setValue, clearErrors, formState } = form;
  const typedYear = parsedBirthYear(useWatch({ control: form.control, name: 'birthYear' }) ?? '');
  const childYear = typedYear !== null && needsGuardianConsent(typedYear);
  const fieldError = (name: Step1Field) => formState.errors[name]?.message;
  // A 'taken' error is already spelled out by the live status line under the field; say it once.
  const feedback = (name: 'username' | 'email', live: string | undefined) => {
    const message = fieldError(name);
    return message && message !== live ? message : null;
  };
  return (
    <div hidden={hidden}>
      <Form.Group className="mb-3" controlId={`${ids}-fullName`}>
        <Form.Label>이름</Form.Label>
        <Form.Control
          {...register('fullName', { onChange: () => clearErrors('fullName') })}
          autoComplete="name"
          maxLength={50}
          isInvalid={Boolean(fieldError('fullName'))}
          aria-describedby={`${ids}-fullName-help`}
        />
        <Form.Text id={`${ids}-fullName-help`}>선생님 화면에 보이는 실명입니다.</Form.Text>
        <Form.Control.Feedback type="invalid">{fieldError('fullName')}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">학년·반·번호 (선택)</legend>
        <Row className="g-2">
          {(
            [
              ['grade', '학년', 12],
              ['classNumber', '반', 99],
              ['studentNumber', '번호', 99],
            ] as const
          ).map(([name, label, max]) => (
            <Col xs={4} key={name}>
              <Form.Group controlId={`${ids}-${name}`}>
                <Form.Label className="small mb-0">{label}</Form.Label>
                <Form.Control
                  {...register(name, { onChange: () => clearErrors(name) })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  isInvalid={Boolean(fieldError(name))}
                />
                <Form.Control.Feedback type="invalid">{fieldError(name)}</Form.Control.Feedback>
              </Form.Group>
            </Col>
          ))}
        </Row>
      </fieldset>
      <Form.Group className="mb-3" controlId={`${ids}-birthYear`}>
        <Form.Label>태어난 해</Form.Label>
        <Form.Control
          {...register('birthYear', { onChange: () => clearErrors('birthYear') })}
          type="number"
          inputMode="numeric"
          placeholder="예: 2012"
          min={1900}
          max={new Date().getFullYear()}
          isInvalid={Boolean(fieldError('birthYear'))}
          aria-describedby={`${ids}-birthYear-help`}
        />
        <Form.Text id={`${ids}-birthYear-help`}>만 14세 미만은 보호자(법정대리인)의 동의가 있어야 계정을 쓸 수 있어요 (개인정보 보호법 제22조의2).</Form.Text>
        <Form.Control.Feedback type="invalid">{fieldError('birthYear')}</Form.Control.Feedback>
      </Form.Group>
      {childYear ? (
        <Form.Group className="mb-3" controlId={`${ids}-guardianEmail`}>
          <Form.Label>보호자 이메일</Form.Label>
          <Form.Control
            {...register('guardianEmail', { onChange: () => clearErrors('guardianEmail') })}
            type="email"
            autoComplete="off"
            spellCheck={false}
            isInvalid={Boolean(fieldError('guardianEmail'))}
            aria-describedby={`${ids}-guardianEmail-help`}
          />
          <Form.Text id={`${ids}-guardianEmail-help`}>보호자에게 동의 링크를 보내요. 보호자가 동의하기 전까지 계정을 쓸 수 없어요.</Form.Text>
          <Form.Control.Feedback type="invalid">{fieldError('guardianEmail')}</Form.Control.Feedback>
        </Form.Group>
      ) : null}
      <Form.Group className="mb-3" controlId={`${ids}-username`}>
        <Form.Label>아이디</Form.Label>
        <Form.Control
          {...register('username', { onChange: () => clearErrors('username') })}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          isInvalid={Boolean(fieldError('username'))}
          aria-describedby={`${ids}-username-status`}
        />
        <Form.Control.Feedback type="invalid">{feedback('username', usernameCheck.result.message)}</Form.Control.Feedback>
        <AvailabilityStatus
          id={`${ids}-username-status`}
          result={usernameCheck.result}
          onUseSuggestion={(value) => {
            setValue('username', value, { shouldDirty: true });
            clearErrors('username');
          }}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${ids}-email`}>
        <Form.Label>이메일</Form.Label>
        <Form.Control
          {...register('email', { onChange: () => clearErrors('email') })}
          type="email"
          autoComplete="email"
          spellCheck={false}
          isInvalid={Boolean(fieldError('email'))}
          aria-describedby={`${ids}-email-status`}
        />
        <Form.Control.Feedback type="invalid">{feedback('email', emailCheck.result.message)}</Form.Control.Feedback>
        <AvailabilityStatus id={`${ids}-email-status`} result={emailCheck.result} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${ids}-password`}>
        <Form.Label>비밀번호</Form.Label>
        <Form.Control
          {...register('password', { onChange: () => clearErrors('password') })}
          type="password"
          autoComplete="new-password"
          isInvalid={Boolean(fieldError('password'))}
          aria-describedby={`${ids}-password-help`}
        />
        <Form.Text id={`${ids}-password-help`}>6자 이상 입력해 주세요.</Form.Text>
        <Form.Control.Feedback type="invalid">{fieldError('password')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId={`${ids}-password-confirm`}>
        <Form.Label>비밀번호 확인</Form.Label>
        <Form.Control {...register('passwordConfirm', { onChange: () => clearErrors('passwordConfirm') })} type="password" autoComplete="new-password" isInvalid={Boolean(fieldError('passwordConfirm'))} />
        <Form.Control.Feedback type="invalid">{fieldError('passwordConfirm')}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" className="w-100 d-inline-flex justify-content-center align-items-center gap-2" size="lg" disabled={advancing}>
        {advancing ? <Spinner size="sm" aria-hidden="true" /> : null}
        다음 단계 <ArrowRightIcon />
      </Button>
      <p className="small text-body-secondary mt-3 mb-0">
        어떤 정보를 왜, 얼마나 오래 보관하는지는{' '}
        <Link to="/privacy" target="_blank" rel="noopener">
          개인정보 처리방침(새 창)
        </Link>
        에서 확인할 수 있습니다.
      </p>
    </div>
  );
}
