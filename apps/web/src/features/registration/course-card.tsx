import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { MEMBER_TYPES, MEMBER_TYPE_LABELS, MSG, REGISTRATION_MESSAGE_MAX_LENGTH, type PublicCourse } from '@dodam/contracts';
import { errorMessage } from '@/lib/api/client';
import { TrashIcon } from '@/components/ui/icons';
import { validateRegistrationCode } from './api';
import type { RegisterFormValues } from './form-types';

interface CodeCheck {
  state: 'checking' | 'valid' | 'invalid';
  message: string;
}

interface CourseCardProps {
  index: number;
  control: Control<RegisterFormValues>;
  register: UseFormRegister<RegisterFormValues>;
  setValue: UseFormSetValue<RegisterFormValues>;
  courses: PublicCourse[];
  /** Course ids chosen on the other cards, so a course cannot be requested twice. */
  takenCourseIds: string[];
  canRemove: boolean;
  onRemove: () => void;
  checkCodeOnMount?: boolean;
}

/** One course registration request of step 2 (spec section 2, registration screen). */
export function CourseCard({ index, control, register, setValue, courses, takenCourseIds, canRemove, onRemove, checkCodeOnMount = false }: CourseCardProps) {
  const ids = useId();
  const entry = useWatch({ control, name: `courses.${index}` });
  const [codeCheck, setCodeCheck] = useState<CodeCheck | null>(null);
  const course = courses.find((c) => c.id === entry?.course_id);
  const removeHintId = `${ids}-remove-hint`;

  const checkCode = async () => {
    const code = (entry?.registration_code ?? '').trim();
    if (!code) {
      setCodeCheck({ state: 'invalid', message: '등록 코드를 입력해 주세요.' });
      return;
    }
    setCodeCheck({ state: 'checking', message: '' });
    try {
      const result = await validateRegistrationCode(code);
      if (result.valid) {
        // A valid code decides the course and member type, like an invitation would.
        if (result.course_id) setValue(`courses.${index}.course_id`, result.course_id, { shouldDirty: true });
        if (result.user_type) setValue(`courses.${index}.user_type`, result.user_type, { shouldDirty: true });
        const name = result.course_name ? ` (${result.course_name})` : '';
        setCodeCheck({ state: 'valid', message: `${result.message}${name}` });
      } else {
        setCodeCheck({ state: 'invalid', message: result.message });
      }
    } catch (error) {
      setCodeCheck({ state: 'invalid', message: errorMessage(error, MSG.duplicateCheckFailed) });
    }
  };

  const checkedOnMount = useRef(false);
  useEffect(() => {
    if (!checkCodeOnMount || checkedOnMount.current) return;
    checkedOnMount.current = true;
    void checkCode();
    // Once, when the card first appears with a code from the slip's link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkCodeOnMount]);

  return (
    <Card className="mb-3 course-card" as="fieldset">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <legend className="h6 mb-0 fs-6 fw-semibold float-none w-auto">과정 {index + 1}</legend>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={onRemove}
          disabled={!canRemove}
          aria-describedby={canRemove ? undefined : removeHintId}
          className="d-inline-flex align-items-center gap-1"
        >
          <TrashIcon size={16} /> 삭제
        </Button>
      </Card.Header>
      <Card.Body>
        {!canRemove && (
          <p id={removeHintId} className="small text-body-secondary mb-3">
            {MSG.lastCourseCard}
          </p>
        )}
        <Row className="g-3">
          <Col md={6}>
            <Form.Group controlId={`${ids}-course`}>
              <Form.Label>과정명</Form.Label>
              <Form.Select {...register(`courses.${index}.course_id`)}>
                <option value="">과정을 선택하세요</option>
                {courses.map((c) => (
                  <option key={c.id} value={c.id} disabled={takenCourseIds.includes(c.id)}>
                    {c.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={6}>
            <Form.Group controlId={`${ids}-category`}>
              <Form.Label>분류(트랙)</Form.Label>
              <Form.Control readOnly value={course?.category ?? ''} placeholder="과정을 선택하면 자동으로 채워집니다" className="bg-body-tertiary" />
            </Form.Group>
          </Col>
          <Col md={6}>
            <Form.Group controlId={`${ids}-type`}>
              <Form.Label>회원 유형</Form.Label>
              <Form.Select {...register(`courses.${index}.user_type`)}>
                {MEMBER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {MEMBER_TYPE_LABELS[type]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={6}>
            <Form.Group controlId={`${ids}-code`}>
              <Form.Label>
                등록 코드 <span className="text-body-secondary small">(선택)</span>
              </Form.Label>
              <InputGroup>
                <Form.Control
                  {...register(`courses.${index}.registration_code`, { onChange: () => setCodeCheck(null) })}
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={32}
                  aria-describedby={`${ids}-code-status`}
                  isValid={codeCheck?.state === 'valid'}
                  isInvalid={codeCheck?.state === 'invalid'}
                />
                <Button variant="outline-secondary" onClick={checkCode} disabled={codeCheck?.state === 'checking'}>
                  {codeCheck?.state === 'checking' ? <Spinner size="sm" aria-label="확인 중" /> : '코드 확인'}
                </Button>
              </InputGroup>
              <div id={`${ids}-code-status`} aria-live="polite" className="small mt-1">
                {codeCheck?.state === 'valid' && <span className="text-success">{codeCheck.message}</span>}
                {codeCheck?.state === 'invalid' && <span className="text-danger">{codeCheck.message}</span>}
              </div>
            </Form.Group>
          </Col>
          <Col xs={12}>
            <Form.Group controlId={`${ids}-message`}>
              <Form.Label>
                신청 메시지 <span className="text-body-secondary small">(선택)</span>
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                maxLength={REGISTRATION_MESSAGE_MAX_LENGTH}
                disabled={!entry?.course_id}
                placeholder={entry?.course_id ? '관리자에게 전할 말을 적어 주세요' : '과정을 먼저 선택해 주세요'}
                {...register(`courses.${index}.registration_message`)}
              />
            </Form.Group>
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
