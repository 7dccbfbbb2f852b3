import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { COURSE_CATEGORIES, courseCreateSchema, displayName, type CourseCreateInput, type ManagedCourse, type Weekday } from '@dodam/contracts';
import { fetchAssignableTeachers } from './api-users';
import { SchedulePicker, type ClassTime } from './schedule-picker';
import { useSchoolPeriods } from './timetable';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

export interface CurriculumOption {
  id: string;
  name: string;
  category: string;
}

interface CourseFormModalProps {
  show: boolean;
  /** The class being edited, or null to create one. */
  course: ManagedCourse | null;
  curricula: CurriculumOption[];
  busy: boolean;
  serverError: string | null;
  onSubmit: (payload: CourseCreateInput) => void;
  onCancel: () => void;
}

type Values = Omit<CourseCreateInput, 'dayOfWeek' | 'classTime' | 'maxStudents' | 'instructorName' | 'teacher_ids'> & {
  dayOfWeek: Weekday[];
  classTime: ClassTime;
  maxStudents: string;
  teacher_ids: number[];
};

function initial(course: ManagedCourse | null): Values {
  return {
    name: course?.name ?? '',
    description: course?.description ?? '',
    category: (course?.category as Values['category']) ?? 'Python',
    content_id: course?.content_id ?? '',
    startDate: course?.startDate ?? '',
    endDate: course?.endDate ?? '',
    maxStudents: course?.maxStudents ? String(course.maxStudents) : '30',
    dayOfWeek: course?.dayOfWeek ?? [],
    classTime: course?.classTime ?? {},
    teacher_ids: course?.teachers.map((t) => t.id) ?? [],
    duration: course?.duration ?? '',
    is_active: course?.is_active ?? true,
  };
}

/** Create or edit a class; the rules are the contracts' courseCreateSchema, the API's own. */
export function CourseFormModal({ show, course, curricula, busy, serverError, onSubmit, onCancel }: CourseFormModalProps) {
  const [values, setValues] = useState<Values>(() => initial(course));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const teachers = useQuery({ queryKey: ['admin', 'users', 'assignable-teachers'], queryFn: fetchAssignableTeachers, enabled: show });
  const periods = useSchoolPeriods(show);
  // Teachers already on the class stay listed even when the account list has not loaded (or they left).
  const teacherOptions = [
    ...(teachers.data?.users ?? []).map((u) => ({ id: u.id, username: u.username, name: displayName(u.full_name, u.username) })),
    ...(course?.teachers ?? []).filter((t) => !teachers.data?.users.some((u) => u.id === t.id)),
  ].sort((a, b) => a.name.localeCompare(b.name, 'ko'));

  const payloadOf = (v: Values) => ({ ...v, maxStudents: v.maxStudents.trim() === '' ? Number.NaN : Number(v.maxStudents) });
  const problemsOf = (v: Values): Record<string, string> => {
    const parsed = courseCreateSchema.safeParse(payloadOf(v));
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    return found;
  };
  // Once the form has shown errors, each change re-checks it: a fixed field loses its red message.
  const update = (next: (v: Values) => Values) => {
    const changed = next(values);
    setValues(changed);
    if (Object.keys(errors).length === 0) return;
    const now = problemsOf(changed);
    setErrors(Object.fromEntries(Object.keys(errors).flatMap((key) => (now[key] ? [[key, now[key]]] : []))));
  };
  const set = <K extends keyof Values>(key: K, value: Values[K]) => update((v) => ({ ...v, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(payloadOf(values));
  };

  const text = (key: 'name' | 'description' | 'duration' | 'startDate' | 'endDate', label: string, type = 'text', extra: object = {}) => (
    <Form.Group controlId={`course-${key}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} value={values[key] ?? ''} onChange={(e) => set(key, e.target.value)} isInvalid={Boolean(errors[key])} {...extra} />
      <Form.Control.Feedback type="invalid">{errors[key]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <AppModal show={show} onHide={onCancel} size="lg" centered aria-labelledby="course-form-title" backdrop={busy ? 'static' : true}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id="course-form-title" className="h5">
            {course ? '반 수정' : '새 반 만들기'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          {text('name', '과정명 (예: 파이썬기초1 — 3학년 2반)')}
          <Row>
            <Col md={6}>
              <Form.Group controlId="course-content" className="mb-3">
                <Form.Label>따라갈 교육과정</Form.Label>
                <Form.Select
                  value={values.content_id}
                  isInvalid={Boolean(errors.content_id)}
                  onChange={(e) => {
                    const picked = curricula.find((c) => c.id === e.target.value);
                    update((v) => ({ ...v, content_id: e.target.value, category: (picked?.category as Values['category']) ?? v.category }));
                  }}
                >
                  <option value="">교육과정 선택</option>
                  {curricula.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.content_id}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="course-category" className="mb-3">
                <Form.Label>카테고리</Form.Label>
                <Form.Select value={values.category} onChange={(e) => set('category', e.target.value as Values['category'])} isInvalid={Boolean(errors.category)}>
                  {COURSE_CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.category}</Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>
          {text('description', '과정 설명', 'text', { as: 'textarea', rows: 2 })}
          <Row>
            <Col sm={6}>{text('startDate', '시작일', 'date')}</Col>
            <Col sm={6}>{text('endDate', '종료일', 'date')}</Col>
            <Col sm={6}>
              <Form.Group controlId="course-maxStudents" className="mb-3">
                <Form.Label>최대 수강 인원 (1~100)</Form.Label>
                <Form.Control type="number" min={1} max={100} step={1} value={values.maxStudents} onChange={(e) => set('maxStudents', e.target.value)} isInvalid={Boolean(errors.maxStudents)} />
                <Form.Control.Feedback type="invalid">{errors.maxStudents}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col sm={6}>{text('duration', '기간 표시 (선택, 예: 20주)')}</Col>
            <Col sm={6} className="d-flex align-items-center">
              <Form.Check type="switch" id="course-active" label="수강 신청 받기 (활성)" checked={values.is_active} onChange={(e) => set('is_active', e.target.checked)} />
            </Col>
          </Row>
          <fieldset className="mb-3" aria-describedby="course-teachers-help">
            <legend className="form-label fs-6 mb-1">담당 강사</legend>
            <div id="course-teachers-help" className="form-text mt-0 mb-2">
              이 반을 가르치는 강사 계정을 고르세요. 고른 강사의 대시보드에 이 반이 나타납니다.
            </div>
            {teachers.isLoading && <Spinner size="sm" aria-label="강사 목록을 불러오는 중" />}
            {teachers.isError && <Alert variant="warning">강사 목록을 불러오지 못했습니다.</Alert>}
            {!teachers.isLoading && teacherOptions.length === 0 && <p className="text-body-secondary small mb-0">승인된 강사 계정이 없습니다. 강사가 가입하면 여기에서 지정할 수 있습니다.</p>}
            <div className="d-flex flex-wrap gap-3">
              {teacherOptions.map((t) => (
                <Form.Check
                  key={t.id}
                  type="checkbox"
                  id={`course-teacher-${t.id}`}
                  label={`${t.name} (${t.username})`}
                  checked={values.teacher_ids.includes(t.id)}
                  onChange={(e) => set('teacher_ids', e.target.checked ? [...values.teacher_ids, t.id] : values.teacher_ids.filter((id) => id !== t.id))}
                />
              ))}
            </div>
            {errors.teacher_ids && <div className="invalid-feedback d-block">{errors.teacher_ids}</div>}
          </fieldset>
          <SchedulePicker days={values.dayOfWeek} times={values.classTime} errors={errors} periods={periods} onChange={(dayOfWeek, classTime) => update((v) => ({ ...v, dayOfWeek, classTime }))} />
        </Modal.Body>
        <Modal.Footer>
          <FocusSafeButton variant="outline-secondary" onClick={onCancel} inactive={busy}>
            취소
          </FocusSafeButton>
          <FocusSafeButton type="submit" inactive={busy}>
            {busy ? <Spinner size="sm" aria-label="저장 중" /> : course ? '저장' : '반 만들기'}
          </FocusSafeButton>
        </Modal.Footer>
      </Form>
    </AppModal>
  );
}
