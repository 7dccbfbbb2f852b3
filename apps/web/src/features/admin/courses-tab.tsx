import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { ADMIN_MSG, COURSE_CATEGORIES, type CourseCreateInput, type ManagedCourse } from '@dodam/contracts';
import { TimedAlert } from '@/components/ui/timed-alert';
import { ApiError, errorMessage } from '@/lib/api/client';
import { adminKeys, archiveCourse, createCourse, deleteCourse, fetchCourses, updateCourse } from './api-courses';
import { CodesModal } from './codes-modal';
import { ConfirmModal } from './confirm-modal';
import { CourseFormModal } from './course-form-modal';
import { CourseTable } from './course-table';
import { ParticipantsModal } from './participants-modal';
import { useBanner } from './use-banner';
import { YearEndDeleteModal } from './year-end-delete-modal';

type Dialog = { kind: 'form'; course: ManagedCourse | null } | { kind: 'delete' | 'participants' | 'codes' | 'archive' | 'year-end-delete'; course: ManagedCourse } | null;

function deleteError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return ADMIN_MSG.courseDeleteNetwork;
    if (error.status === 400) return error.detailText ?? ADMIN_MSG.courseDeleteEnrolled;
    if (error.status === 404) return error.detailText ?? '과정을 찾을 수 없습니다.';
  }
  return errorMessage(error, ADMIN_MSG.courseDeleteFailed);
}

/** 과정 tab: classes and catalogue curricula, search, category filter, create/edit/delete, participants, codes. */
export default function CoursesTab() {
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const courses = useQuery({ queryKey: adminKeys.courses(q, category), queryFn: () => fetchCourses(q, category) });
  const catalogue = useQuery({ queryKey: adminKeys.courses('', ''), queryFn: () => fetchCourses('', '') });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [yearEnd, setYearEnd] = useState<ManagedCourse | null>(null);
  const { banner, close, success, failure } = useBanner();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin'] });

  const save = useMutation({
    mutationFn: ({ id, payload }: { id: string | null; payload: CourseCreateInput }) => (id ? updateCourse(id, payload) : createCourse(payload)),
    onSuccess: (course, { id }) => {
      success(id ? `'${course.name}' 반을 수정했습니다.` : `'${course.name}' 반을 만들었습니다.`);
      setDialog(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (course: ManagedCourse) => deleteCourse(course.id),
    onSuccess: (_r, course) => success(`'${course.name}' 과정을 삭제했습니다.`),
    onError: (error) => failure(deleteError(error)),
    onSettled: () => {
      setDialog(null);
      refresh();
    },
  });

  const archive = useMutation({
    mutationFn: (course: ManagedCourse) => archiveCourse(course.id, course.archived_at === null),
    onSuccess: (course) =>
      success(course.archived_at ? `'${course.name}' 반을 보관했습니다. 등록·코드 발급·수정이 막히고 강사의 운영 중 목록에서 빠집니다.` : `'${course.name}' 반의 보관을 해제했습니다.`),
    onError: (error) => failure(error),
    onSettled: () => {
      setDialog(null);
      refresh();
    },
  });

  const curricula = (catalogue.data?.courses ?? []).filter((c) => c.source === 'catalogue').map((c) => ({ id: c.id, name: c.name, category: c.category }));
  return (
    <section aria-labelledby="courses-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="courses-heading" className="h5 mb-0" tabIndex={-1}>
          과정과 반
        </h2>
        <Button onClick={() => setDialog({ kind: 'form', course: null })}>새 반 만들기</Button>
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Form.Control type="search" placeholder="과정명, 설명, 강사 검색" aria-label="과정 검색" value={q} onChange={(e) => setQ(e.target.value)} style={{ maxWidth: '20rem' }} />
        <Form.Select aria-label="카테고리 필터" value={category} onChange={(e) => setCategory(e.target.value)} className="w-auto">
          <option value="">전체 카테고리</option>
          {COURSE_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Form.Select>
      </div>
      <TimedAlert message={banner} onClose={close} />
      {courses.isPending ? (
        <Spinner aria-label="과정 목록을 불러오는 중" />
      ) : courses.isError ? (
        <Alert variant="danger">과정 목록을 불러오지 못했습니다. {errorMessage(courses.error)}</Alert>
      ) : (
        <CourseTable
          courses={courses.data.courses}
          onAction={(kind, course) => {
            if (kind === 'year-end-delete') setYearEnd(course);
            setDialog(kind === 'edit' ? { kind: 'form', course } : { kind, course });
          }}
        />
      )}

      {dialog?.kind === 'form' && (
        <CourseFormModal
          show
          course={dialog.course}
          curricula={curricula}
          busy={save.isPending}
          serverError={save.error ? errorMessage(save.error, ADMIN_MSG.courseCreateFailed) : null}
          onSubmit={(payload) => save.mutate({ id: dialog.course?.id ?? null, payload })}
          onCancel={() => {
            save.reset();
            setDialog(null);
          }}
        />
      )}
      <ConfirmModal
        show={dialog?.kind === 'delete'}
        title="과정 삭제"
        confirmLabel="삭제"
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.course)}
      >
        <p className="mb-0">&apos;{dialog?.course?.name}&apos; 과정을 삭제할까요? 등록 코드와 신청 기록도 함께 지워집니다.</p>
      </ConfirmModal>
      <ConfirmModal
        show={dialog?.kind === 'archive'}
        title={dialog?.course?.archived_at ? '반 보관 해제' : '반 보관 (학년도 말)'}
        confirmLabel={dialog?.course?.archived_at ? '보관 해제' : '보관'}
        variant="primary"
        busy={archive.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'archive' && archive.mutate(dialog.course)}
      >
        {dialog?.course?.archived_at ? (
          <p className="mb-0">&apos;{dialog.course.name}&apos; 반의 보관을 해제하면 다시 등록, 코드 발급, 수정을 할 수 있고 강사의 운영 중 목록에 나타납니다.</p>
        ) : (
          <p className="mb-0">
            &apos;{dialog?.course?.name}&apos; 반(학생 {dialog?.course?.student_count ?? 0}명)을 보관할까요? 보관된 반은 읽기 전용이 되어 새 등록, 코드 발급, 수정을 할 수 없고 강사의 운영 중 목록에서 빠집니다. 기록은 삭제하기 전까지 담당 강사와
            관리자가 볼 수 있습니다. 이 반에 대기 중인 가입·수강 신청은 마감(거부)되고, 그 사유가 승인 목록과 신청한 사람의 로그인 화면에 표시됩니다.
          </p>
        )}
      </ConfirmModal>
      {yearEnd && (
        <YearEndDeleteModal
          show={dialog?.kind === 'year-end-delete'}
          course={yearEnd}
          // Kept mounted while it closes, so focus can go to the heading once the row is gone.
          onExited={() => setYearEnd(null)}
          fallbackFocus={() => document.getElementById('courses-heading')}
          onCancel={() => setDialog(null)}
          onDone={(result) => {
            success(result.message);
            // Close after the list no longer has the row, so focus goes to the heading, not <body>.
            void queryClient.invalidateQueries({ queryKey: ['admin'] }).finally(() => setDialog(null));
          }}
        />
      )}
      {dialog?.kind === 'participants' && <ParticipantsModal course={dialog.course} onClose={() => setDialog(null)} onChanged={refresh} />}
      {dialog?.kind === 'codes' && <CodesModal course={dialog.course} onClose={() => setDialog(null)} />}
    </section>
  );
}
