import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  MAX_COURSE_REGISTRATIONS,
  MSG,
  emailSchema,
  usernameSchema,
  validateStep1,
  validateStep2,
  type RegisterResponse,
} from '@dodam/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon } from '@/components/ui/icons';
import { fetchPublicCourses, registerAccount } from './api';
import { AvailabilityStatus } from './availability-status';
import { CourseCard } from './course-card';
import { EMPTY_COURSE, fieldForStep1Message, type RegisterFormValues } from './form-types';
import { DuplicateModal, SuccessModal } from './result-modals';
import { buildRegisterPayload, registerFailure } from './submit';
import { useDuplicateCheck } from './use-duplicate-check';

type Step = 1 | 2;

function StepBadges({ step }: { step: Step }) {
  const item = (n: Step, label: string) => (
    <li className="d-flex align-items-center gap-2" aria-current={step === n ? 'step' : undefined}>
      <Badge pill bg={step === n ? 'primary' : step > n ? 'success' : 'secondary'} className="step-badge">
        {n}
      </Badge>
      <span className={step === n ? 'fw-semibold' : 'text-body-secondary'}>{label}</span>
    </li>
  );
  return (
    <ol className="list-unstyled d-flex flex-wrap align-items-center gap-3 mb-4" aria-label="회원가입 단계">
      {item(1, '기본 정보')}
      <li aria-hidden="true" className="step-divider" />
      {item(2, '과정 선택')}
    </ol>
  );
}

export default function RegisterPage() {
  const ids = useId();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [stepError, setStepError] = useState<string | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const [success, setSuccess] = useState<RegisterResponse | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const form = useForm<RegisterFormValues>({
    defaultValues: { username: '', email: '', password: '', passwordConfirm: '', courses: [{ ...EMPTY_COURSE }] },
  });
  const { control, register, setValue, getValues, setError, clearErrors, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'courses' });
  const [username, email] = useWatch({ control, name: ['username', 'email'] });
  const chosen = useWatch({ control, name: 'courses' });
  const usernameCheck = useDuplicateCheck('username', username);
  const emailCheck = useDuplicateCheck('email', email);

  const courses = useQuery({ queryKey: ['public', 'courses'], queryFn: fetchPublicCourses, staleTime: 5 * 60_000 });
  const submit = useMutation({ mutationFn: registerAccount });

  /** Step-1 rules in the specified order, with availability checked now rather than trusted. */
  const checkStep1 = async (): Promise<boolean> => {
    clearErrors(['username', 'email', 'password', 'passwordConfirm']);
    const values = getValues();
    const [u, e] = await Promise.all([usernameCheck.ensure(values.username), emailCheck.ensure(values.email)]);
    let message = validateStep1(values, { usernameTaken: u.state === 'taken', emailTaken: e.state === 'taken' });
    // Format rules the server enforces too; checked last so the specified order stays intact.
    if (!message && !usernameSchema.safeParse(values.username).success) message = MSG.usernameInvalid;
    if (!message && !emailSchema.safeParse(values.email).success) message = MSG.emailInvalid;
    if (message) {
      setError(fieldForStep1Message(message), { type: 'validate', message }, { shouldFocus: true });
      return false;
    }
    return true;
  };

  const onNext = async () => {
    setAdvancing(true);
    try {
      if (await checkStep1()) {
        setStepError(null);
        setStep(2);
      }
    } finally {
      setAdvancing(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStepError(null);
    if (!(await checkStep1())) {
      setStep(1);
      return;
    }
    const step2 = validateStep2(values.courses);
    if (step2) {
      setStepError(step2);
      return;
    }
    try {
      setSuccess(await submit.mutateAsync(buildRegisterPayload(values)));
    } catch (error) {
      const failure = registerFailure(error);
      if (failure.kind === 'duplicate') setDuplicate(failure.message);
      else setStepError(failure.message);
    }
  });

  const fieldError = (name: 'username' | 'email' | 'password' | 'passwordConfirm') => formState.errors[name]?.message;
  // A 'taken' error is already spelled out by the live status line under the field; say it once.
  const feedback = (name: 'username' | 'email', live: string | undefined) => {
    const message = fieldError(name);
    return message && message !== live ? message : null;
  };
  const courseList = courses.data ?? [];
  const canAdd = fields.length < Math.min(MAX_COURSE_REGISTRATIONS, Math.max(courseList.length, 1));

  return (
    <Container className="py-5">
      <PageTitle title="회원가입" />
      <Card className="register-card mx-auto shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          <h1 className="h3 mb-1">회원가입</h1>
          <p className="text-body-secondary mb-4">가입 신청 후 관리자의 승인을 받으면 학습을 시작할 수 있습니다.</p>
          <StepBadges step={step} />

          <Form
            onSubmit={(event) => {
              // Enter in a step-1 field advances instead of submitting the whole wizard.
              if (step === 1) {
                event.preventDefault();
                void onNext();
              } else void onSubmit(event);
            }}
            noValidate
          >
            <div hidden={step !== 1}>
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
            </div>

            {step === 2 && (
              <div>
                <h2 className="h5 mb-3">신청할 과정</h2>
                {courses.isPending ? (
                  <div className="text-center py-4" role="status">
                    <Spinner aria-hidden="true" />
                    <div className="small text-body-secondary mt-2">과정 목록을 불러오는 중…</div>
                  </div>
                ) : courses.isError ? (
                  <Alert variant="danger" className="d-flex justify-content-between align-items-center gap-2">
                    {MSG.courseListFailed}
                    <Button size="sm" variant="outline-danger" onClick={() => void courses.refetch()}>
                      다시 시도
                    </Button>
                  </Alert>
                ) : (
                  <>
                    {fields.map((field, index) => (
                      <CourseCard
                        key={field.id}
                        index={index}
                        control={control}
                        register={register}
                        setValue={setValue}
                        courses={courseList}
                        takenCourseIds={(chosen ?? []).filter((_, i) => i !== index).map((c) => c.course_id).filter(Boolean)}
                        canRemove={fields.length > 1}
                        onRemove={() => remove(index)}
                      />
                    ))}
                    <Button
                      variant="outline-primary"
                      onClick={() => append({ ...EMPTY_COURSE }, { shouldFocus: false })}
                      disabled={!canAdd}
                      className="w-100 mb-4 d-inline-flex justify-content-center align-items-center gap-1"
                    >
                      <PlusIcon /> 과정 추가
                    </Button>
                  </>
                )}
                {/* Next to the submit button, where the eye is after clicking it. */}
                {stepError && (
                  <Alert variant="danger" onClose={() => setStepError(null)} dismissible closeLabel="닫기">
                    {stepError}
                  </Alert>
                )}
                <div className="d-flex flex-column flex-sm-row gap-2">
                  <Button
                    variant="outline-secondary"
                    onClick={() => {
                      setStepError(null);
                      setStep(1);
                    }}
                    disabled={submit.isPending}
                    className="d-inline-flex justify-content-center align-items-center gap-1"
                  >
                    <ArrowLeftIcon /> 이전 단계
                  </Button>
                  <Button type="submit" className="flex-grow-1" disabled={submit.isPending || formState.isSubmitting || !courses.isSuccess}>
                    {submit.isPending ? (
                      <>
                        <Spinner size="sm" className="me-2" aria-hidden="true" />
                        신청하는 중…
                      </>
                    ) : (
                      '가입 신청'
                    )}
                  </Button>
                </div>
              </div>
            )}
          </Form>

          <hr className="my-4" />
          <p className="text-center small mb-0">
            이미 계정이 있으신가요? <Link to="/login">로그인</Link>
          </p>
        </Card.Body>
      </Card>

      <SuccessModal result={success} onGoToLogin={() => navigate('/login')} />
      <DuplicateModal
        message={duplicate}
        onClose={() => {
          setDuplicate(null);
          setStep(1);
        }}
      />
    </Container>
  );
}
