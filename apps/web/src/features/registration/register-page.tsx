import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  CONSENT_MSG,
  MSG,
  emailSchema,
  usernameSchema,
  validateStep1,
  validateStep2,
  type RegisterResponse,
} from '@dodam/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { fetchPublicCourses, registerAccount } from './api';
import { AccountStep } from './account-step';
import { CourseChoices } from './course-choices';
import { ConsentFields } from './consent-fields';
import { EMPTY_COURSE, ageProblem, fieldForStep1Message, identityProblem, type RegisterFormValues } from './form-types';
import { DuplicateModal, SuccessModal } from './result-modals';
import { StepBadges, type Step } from './step-badges';
import { buildRegisterPayload, registerFailure } from './submit';
import { useDuplicateCheck } from './use-duplicate-check';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

export default function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const codeFromLink = (searchParams.get('code') ?? '').trim().slice(0, 32);
  const [step, setStep] = useState<Step>(1);
  const [stepError, setStepError] = useState<string | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const [success, setSuccess] = useState<RegisterResponse | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const form = useForm<RegisterFormValues>({
    defaultValues: {
      fullName: '',
      grade: '',
      classNumber: '',
      studentNumber: '',
      username: '',
      email: '',
      password: '',
      passwordConfirm: '',
      birthYear: '',
      guardianEmail: '',
      consentPrivacy: false,
      consentAi: false,
      // A printed slip's QR code opens /register?code=…: the code is filled in (and checked on step 2).
      courses: [{ ...EMPTY_COURSE, registration_code: codeFromLink }],
    },
  });
  const { control, getValues, setError, clearErrors, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'courses' });
  const [username, email] = useWatch({ control, name: ['username', 'email'] });
  const usernameCheck = useDuplicateCheck('username', username);
  const emailCheck = useDuplicateCheck('email', email);

  const courses = useQuery({ queryKey: ['public', 'courses'], queryFn: fetchPublicCourses, staleTime: 5 * 60_000 });
  const submit = useMutation({ mutationFn: registerAccount });

  /** Step-1 rules in the specified order, with availability checked now rather than trusted. */
  const checkStep1 = async (): Promise<boolean> => {
    clearErrors(['fullName', 'grade', 'classNumber', 'studentNumber', 'birthYear', 'guardianEmail', 'username', 'email', 'password', 'passwordConfirm']);
    const values = getValues();
    const identity = identityProblem(values) ?? ageProblem(values);
    if (identity) {
      setError(identity[0], { type: 'validate', message: identity[1] }, { shouldFocus: true });
      return false;
    }
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
    if (!values.consentPrivacy) {
      setError('consentPrivacy', { type: 'validate', message: CONSENT_MSG.privacyRequired }, { shouldFocus: true });
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
            <AccountStep form={form} hidden={step !== 1} usernameCheck={usernameCheck} emailCheck={emailCheck} advancing={advancing} />

            {step === 2 && (
              <div>
                <h2 className="h5 mb-3">신청할 과정</h2>
                <CourseChoices form={form} courses={courses} fields={fields} append={append} remove={remove} checkCodeOnMount={Boolean(codeFromLink)} />
                <ConsentFields form={form} />
                {/* Next to the submit button, where the eye is after clicking it. */}
                {stepError && (
                  <Alert variant="danger" onClose={() => setStepError(null)} dismissible closeLabel="닫기">
                    {stepError}
                  </Alert>
                )}
                <div className="d-flex flex-column flex-sm-row gap-2">
                  <FocusSafeButton
                    variant="outline-secondary"
                    onClick={() => {
                      setStepError(null);
                      setStep(1);
                    }}
                    inactive={submit.isPending}
                    className="d-inline-flex justify-content-center align-items-center gap-1"
                  >
                    <ArrowLeftIcon /> 이전 단계
                  </FocusSafeButton>
                  <FocusSafeButton type="submit" className="flex-grow-1" inactive={submit.isPending || formState.isSubmitting || !courses.isSuccess}>
                    {submit.isPending ? (
                      <>
                        <Spinner size="sm" className="me-2" aria-hidden="true" />
                        신청하는 중…
                      </>
                    ) : (
                      '가입 신청'
                    )}
                  </FocusSafeButton>
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
