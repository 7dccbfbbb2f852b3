import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ADMIN_MSG, MEMBER_TYPE_LABELS, displayName, personName, withJosa, type CourseParticipant, type ManagedCourse } from '@dodam/contracts';
import { TimedAlert } from '@/components/ui/timed-alert';
import { errorMessage } from '@/lib/api/client';
import { formatDate } from '@/lib/format';
import { adminKeys, fetchCourse, removeParticipant } from './api-courses';
import { ConfirmModal } from './confirm-modal';
import { useBanner } from './use-banner';

/** Participants of a course, each removable after a confirm; their learning records stay. */
export function ParticipantsModal({ course, onClose, onChanged }: { course: ManagedCourse; onClose: () => void; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: adminKeys.course(course.id), queryFn: () => fetchCourse(course.id) });
  const [target, setTarget] = useState<CourseParticipant | null>(null);
  const { banner, close, success, failure } = useBanner();
  const remove = useMutation({
    mutationFn: (p: CourseParticipant) => removeParticipant(course.id, p.id),
    onSuccess: (_r, p) => success(`${withJosa(personName(displayName(p.full_name, p.username), p.user_type), '을/를')} 과정에서 제거했습니다.`),
    onError: (error) => failure(error, ADMIN_MSG.userRemovalFailed),
    onSettled: () => {
      setTarget(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.course(course.id) });
      onChanged();
    },
  });
  const students = detail.data?.students ?? [];
  return (
    <>
      <AppModal show={!target} onHide={onClose} size="lg" centered aria-labelledby="participants-title">
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id="participants-title" className="h5">
            {course.name} 참여자
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TimedAlert message={banner} onClose={close} />
          {detail.isPending ? (
            <Spinner aria-label="참여자를 불러오는 중" />
          ) : detail.isError ? (
            <Alert variant="danger">
              {ADMIN_MSG.participantsFailed} {errorMessage(detail.error)}
            </Alert>
          ) : students.length === 0 ? (
            <p className="text-body-secondary mb-0">아직 참여자가 없습니다.</p>
          ) : (
            <Table size="sm" className="align-middle small table-stack mb-0" data-testid="participants-table">
              <thead>
                <tr>
                  <th scope="col">아이디</th>
                  <th scope="col">이름</th>
                  <th scope="col">이메일</th>
                  <th scope="col">유형</th>
                  <th scope="col">등록일</th>
                  <th scope="col">작업</th>
                </tr>
              </thead>
              <tbody>
                {students.map((p) => (
                  <tr key={p.id} data-username={p.username}>
                    <td data-label="아이디" className="fw-semibold">
                      {p.username}
                    </td>
                    <td data-label="이름">{p.full_name ?? '-'}</td>
                    <td data-label="이메일" className="text-break">
                      {p.email}
                    </td>
                    <td data-label="유형">{MEMBER_TYPE_LABELS[p.user_type]}</td>
                    <td data-label="등록일">{formatDate(p.enrollment_date)}</td>
                    <td data-label="작업">
                      <Button size="sm" variant="outline-danger" onClick={() => setTarget(p)} aria-label={`${p.username} 제거`}>
                        제거
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Modal.Body>
      </AppModal>
      <ConfirmModal show={target !== null} title="참여자 제거" confirmLabel="제거" busy={remove.isPending} onCancel={() => setTarget(null)} onConfirm={() => target && remove.mutate(target)}>
        <p className="mb-0">
          {target && withJosa(personName(displayName(target.full_name, target.username), target.user_type), '을/를')} &apos;{course.name}&apos;에서 제거할까요? 학습 기록은 그대로 남습니다.
        </p>
      </ConfirmModal>
    </>
  );
}
