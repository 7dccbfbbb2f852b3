// 학년도 말 삭제 (issue 25): deleting an archived class. The dialog names the class and how many
// students it affects (whose accounts go, who only loses this class), and the admin types the
// class's name to confirm; the server refuses if the number of students changed since.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { CLASS_DELETE_OUTCOME_LABELS, withJosa, type ClassDeleteResponse, type ManagedCourse } from '@dodam/contracts';
import { AppModal } from '@/components/ui/app-modal';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { errorMessage } from '@/lib/api/client';
import { AdminTable } from './admin-table';
import { fetchYearEndDeletePreview, yearEndDeleteCourse } from './api-courses';

interface Props {
  show: boolean;
  course: ManagedCourse;
  /** The dialog has finished closing (the parent may forget the course then). */
  onExited: () => void;
  onDone: (result: ClassDeleteResponse) => void;
  onCancel: () => void;
  /** Where focus goes after the class's row is gone. */
  fallbackFocus: () => HTMLElement | null;
}

export function YearEndDeleteModal({ show, course, onExited, onDone, onCancel, fallbackFocus }: Props) {
  const ids = useId();
  const [typed, setTyped] = useState('');
  const preview = useQuery({ queryKey: ['year-end-delete', course.id], queryFn: () => fetchYearEndDeletePreview(course.id), gcTime: 0 });
  const remove = useMutation({
    mutationFn: () => yearEndDeleteCourse(course.id, { confirm_name: typed, student_count: preview.data?.student_count ?? -1 }),
    onSuccess: onDone,
  });
  const matches = preview.data !== undefined && typed.trim() === preview.data.name.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (matches && !remove.isPending) remove.mutate();
  };
  return (
    <AppModal show={show} onHide={onCancel} onExited={onExited} centered size="lg" aria-labelledby={`${ids}-title`} fallbackFocus={fallbackFocus}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id={`${ids}-title`} className="h5">
            보관된 반 삭제 (학년도 말)
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {preview.isPending ? (
            <Spinner size="sm" aria-label="삭제할 내용을 불러오는 중" />
          ) : preview.isError ? (
            <Alert variant="danger">{errorMessage(preview.error)}</Alert>
          ) : (
            <>
              <p data-testid="year-end-summary">
                <strong>{preview.data.name}</strong> 반과 학생 <strong>{preview.data.student_count}명</strong>의 이 반 기록을 삭제합니다. 그중{' '}
                <strong>{preview.data.accounts_deleted}명</strong>은 다른 운영 중인 반이 없어 계정과 개인정보(학습 기록, 코드, 튜터 대화, 열람 기록)가 삭제되고, <strong>{preview.data.enrolments_removed}명</strong>은 이 반의 등록과 반
                학습 기록만 삭제됩니다. 학습량은 누구인지 알 수 없는 숫자로만 남고, 감사 기록에는 반 이름과 인원수만 남습니다. 되돌릴 수 없습니다.
              </p>
              {preview.data.students.length > 0 && (
                <AdminTable
                  compact
                  caption="삭제로 영향을 받는 학생"
                  rows={preview.data.students}
                  rowKey={(s) => s.id}
                  columns={[
                    { header: '학생', cell: (s) => `${s.name} (${s.username})` },
                    { header: '처리', cell: (s) => CLASS_DELETE_OUTCOME_LABELS[s.outcome] },
                  ]}
                />
              )}
              <Form.Group controlId={`${ids}-confirm`} className="mt-3">
                <Form.Label>확인을 위해 반 이름 ‘{preview.data.name}’{withJosa(preview.data.name, '을/를').slice(preview.data.name.length)} 입력하세요</Form.Label>
                <Form.Control value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" aria-describedby={`${ids}-hint`} />
                <Form.Text id={`${ids}-hint`}>이름이 정확히 같아야 삭제할 수 있습니다.</Form.Text>
              </Form.Group>
            </>
          )}
          {remove.isError && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {errorMessage(remove.error)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <FocusSafeButton variant="outline-secondary" onClick={onCancel} inactive={remove.isPending}>
            취소
          </FocusSafeButton>
          <FocusSafeButton type="submit" variant="danger" inactive={remove.isPending || !matches}>
            {remove.isPending ? <Spinner size="sm" aria-label="삭제하는 중" /> : `학생 ${preview.data?.student_count ?? 0}명이 있는 반 삭제`}
          </FocusSafeButton>
        </Modal.Footer>
      </Form>
    </AppModal>
  );
}
