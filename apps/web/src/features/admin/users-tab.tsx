import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { displayName, personName, withJosa, type AdminUser, type UserStatus } from '@dodam/contracts';
import { TimedAlert } from '@/components/ui/timed-alert';
import { errorMessage } from '@/lib/api/client';
import { adminKeys, fetchCourses } from './api-courses';
import { USERS_PAGE, fetchUsers, resetUserPassword, setUserStatus, setUserType, type UserFilters } from './api-users';
import { BulkEnrolModal } from './bulk-enrol-modal';
import { ConfirmModal } from './confirm-modal';
import { TemporaryPasswordModal } from './temporary-password-modal';
import { useBanner } from './use-banner';
import { UserTable, type UserAction } from './user-table';

const EMPTY: UserFilters = { search: '', user_type: '', status: '', course_id: '', offset: 0 };

/** 사용자 tab: search and filters, status/type change, password reset, bulk CSV enrolment. */
export default function UsersTab() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<UserFilters>(EMPTY);
  const users = useQuery({ queryKey: adminKeys.users(filters), queryFn: () => fetchUsers(filters), placeholderData: keepPreviousData });
  const courses = useQuery({ queryKey: adminKeys.courses('', ''), queryFn: () => fetchCourses('', '') });
  const [pending, setPending] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const [temporary, setTemporary] = useState<{ username: string; password: string } | null>(null);
  const [bulk, setBulk] = useState(false);
  const { banner, close, success, failure } = useBanner();
  const set = (patch: Partial<UserFilters>) => setFilters((f) => ({ ...f, offset: 0, ...patch }));

  const act = useMutation({
    mutationFn: async ({ action, user }: { action: UserAction; user: AdminUser }) => {
      if (action === 'suspend' || action === 'activate') return setUserStatus(user.id, (action === 'suspend' ? 'suspended' : 'active') as UserStatus);
      if (action === 'make-teacher' || action === 'make-student') return setUserType(user.id, action === 'make-teacher' ? 'teacher' : 'student');
      const result = await resetUserPassword(user.id);
      if (result.temporary_password) setTemporary({ username: user.username, password: result.temporary_password });
      return result;
    },
    onSuccess: (_r, { action, user }) => {
      const text = { suspend: '이용을 정지했습니다', activate: '이용을 다시 허용했습니다', 'make-teacher': '강사로 바꿨습니다', 'make-student': '학생으로 바꿨습니다', reset: '비밀번호를 초기화했습니다' }[action];
      success(`${user.username} 님: ${text}.`);
    },
    onError: (e) => failure(e),
    onSettled: () => {
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers });
    },
  });

  const total = users.data?.total ?? 0;
  return (
    <section aria-labelledby="users-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="users-heading" className="h5 mb-0">
          사용자 {users.data && <span className="text-body-secondary small">({total}명)</span>}
        </h2>
        <Button onClick={() => setBulk(true)}>CSV 일괄 등록</Button>
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Form.Control type="search" placeholder="아이디, 이메일, 이름" aria-label="사용자 검색" value={filters.search} onChange={(e) => set({ search: e.target.value })} style={{ maxWidth: '16rem' }} />
        <Form.Select aria-label="역할 필터" className="w-auto" value={filters.user_type} onChange={(e) => set({ user_type: e.target.value as UserFilters['user_type'] })}>
          <option value="">모든 역할</option>
          <option value="student">학생</option>
          <option value="teacher">강사</option>
          <option value="admin">관리자</option>
        </Form.Select>
        <Form.Select aria-label="상태 필터" className="w-auto" value={filters.status} onChange={(e) => set({ status: e.target.value as UserFilters['status'] })}>
          <option value="">모든 상태</option>
          <option value="active">활성</option>
          <option value="suspended">정지</option>
        </Form.Select>
        <Form.Select aria-label="과정 필터" className="w-auto" value={filters.course_id} onChange={(e) => set({ course_id: e.target.value })}>
          <option value="">모든 과정</option>
          {courses.data?.courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Form.Select>
      </div>
      <TimedAlert message={banner} onClose={close} />
      {users.isPending ? (
        <Spinner aria-label="사용자를 불러오는 중" />
      ) : users.isError ? (
        <Alert variant="danger">사용자 목록을 불러오지 못했습니다. {errorMessage(users.error)}</Alert>
      ) : (
        <UserTable users={users.data.users} onAction={(action, user) => setPending({ action, user })} />
      )}
      {total > USERS_PAGE && (
        <div className="d-flex justify-content-center align-items-center gap-2">
          <Button size="sm" variant="outline-secondary" disabled={filters.offset === 0} onClick={() => setFilters((f) => ({ ...f, offset: Math.max(0, f.offset - USERS_PAGE) }))}>
            이전
          </Button>
          <span className="small">
            {filters.offset / USERS_PAGE + 1} / {Math.ceil(total / USERS_PAGE)}
          </span>
          <Button size="sm" variant="outline-secondary" disabled={filters.offset + USERS_PAGE >= total} onClick={() => setFilters((f) => ({ ...f, offset: f.offset + USERS_PAGE }))}>
            다음
          </Button>
        </div>
      )}
      <ConfirmModal
        show={pending !== null}
        title="사용자 변경"
        confirmLabel="확인"
        variant={pending?.action === 'suspend' || pending?.action === 'reset' ? 'danger' : 'primary'}
        busy={act.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && act.mutate(pending)}
      >
        <p className="mb-0">
          {pending && confirmText(pending.user, pending.action)}
        </p>
      </ConfirmModal>
      {temporary && <TemporaryPasswordModal username={temporary.username} password={temporary.password} onClose={() => setTemporary(null)} />}
      {bulk && <BulkEnrolModal courses={courses.data?.courses ?? []} onClose={() => setBulk(false)} onDone={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })} />}
    </section>
  );
}

/** "「홍길동 (kim01)」 님을 강사로 바꿀까요?" — the particle follows the name (es-hangul, via contracts). */
function confirmText(user: AdminUser, action: UserAction): string {
  const who = personName(`「${displayName(user.full_name, user.username)}${user.full_name ? ` (${user.username})` : ''}」`);
  switch (action) {
    case 'suspend':
      return `${who}의 이용을 정지할까요? 로그인 중인 모든 기기에서 바로 로그아웃됩니다.`;
    case 'activate':
      return `${who}의 이용을 다시 허용할까요?`;
    case 'make-teacher':
      return `${withJosa(who, '을/를')} 강사로 바꿀까요? 이 사용자의 학생 수강 등록은 해제됩니다.`;
    case 'make-student':
      return `${withJosa(who, '을/를')} 학생으로 바꿀까요? 이 사용자의 강사 배정은 해제됩니다.`;
    case 'reset':
      return `${who}의 비밀번호를 초기화할까요? 임시 비밀번호가 발급되고 다음 로그인 때 새 비밀번호를 정해야 합니다.`;
  }
}
