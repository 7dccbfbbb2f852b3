// The profile form (name, bio, GitHub username): validated with the shared schema, and a 422 from
// the server puts each message next to its field.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { profileUpdateSchema, type ProfileUpdate, type User } from '@dodam/contracts';
import { ApiError, errorMessage } from '@/lib/api/client';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { setCurrentUser } from '@/lib/session/session-store';
import { showToast } from '@/components/ui/toasts';
import { updateProfile } from './api';

// Form values are the schema's input; the resolver hands the parsed (trimmed) output to submit.
type ProfileForm = z.input<typeof profileUpdateSchema>;
const FIELDS: (keyof ProfileForm & string)[] = ['fullName', 'bio', 'githubUsername'];

export function ProfileEditor({ user, onDone }: { user: User; onDone: () => void }) {
  const ids = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<ProfileForm, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      fullName: user.profile.fullName ?? '',
      bio: user.profile.bio ?? '',
      githubUsername: user.profile.githubUsername ?? '',
    },
  });

  // The 프로필 수정 button that opened the form is gone: focus goes to the first field, not <body>.
  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setCurrentUser(await updateProfile(values));
      showToast('프로필을 저장했습니다.', 'success');
      onDone();
    } catch (error) {
      // 422 bodies name the offending fields; show each message next to its field.
      if (error instanceof ApiError && error.errors.length > 0) {
        let placed = false;
        for (const { field, message } of error.errors) {
          const name = FIELDS.find((f) => f === field || field.endsWith(`.${f}`));
          if (name) {
            setError(name, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (!placed) setFormError(errorMessage(error));
      } else setFormError(errorMessage(error));
    }
  });

  const err = (name: keyof ProfileForm) => formState.errors[name]?.message;
  return (
    <Form onSubmit={onSubmit} noValidate>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <Form.Group className="mb-3" controlId={`${ids}-fullName`}>
        <Form.Label>이름</Form.Label>
        <Form.Control {...register('fullName')} autoComplete="name" maxLength={50} isInvalid={Boolean(err('fullName'))} />
        <Form.Control.Feedback type="invalid">{err('fullName')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${ids}-bio`}>
        <Form.Label>소개</Form.Label>
        <Form.Control as="textarea" rows={4} {...register('bio')} maxLength={500} isInvalid={Boolean(err('bio'))} />
        <Form.Control.Feedback type="invalid">{err('bio')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId={`${ids}-github`}>
        <Form.Label>GitHub 사용자명</Form.Label>
        <Form.Control {...register('githubUsername')} autoCapitalize="none" spellCheck={false} maxLength={39} isInvalid={Boolean(err('githubUsername'))} />
        <Form.Control.Feedback type="invalid">{err('githubUsername')}</Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex gap-2">
        <FocusSafeButton type="submit" inactive={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          저장
        </FocusSafeButton>
        <FocusSafeButton variant="outline-secondary" onClick={onDone} inactive={formState.isSubmitting}>
          취소
        </FocusSafeButton>
      </div>
    </Form>
  );
}
