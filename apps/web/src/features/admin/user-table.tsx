import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import { ROLE_LABELS, type AdminUser } from '@dodam/contracts';
import { ApprovalStatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatDateTime } from '@/lib/format';

export type UserAction = 'suspend' | 'activate' | 'make-teacher' | 'make-student' | 'reset';

export function UserTable({ users, onAction }: { users: AdminUser[]; onAction: (action: UserAction, user: AdminUser) => void }) {
  if (users.length === 0) return <p className="text-body-secondary">조건에 맞는 사용자가 없습니다.</p>;
  return (
    <Table hover className="align-middle small table-stack" data-testid="users-table">
      <thead>
        <tr>
          <th scope="col">아이디</th>
          <th scope="col">이름</th>
          <th scope="col">이메일</th>
          <th scope="col">역할</th>
          <th scope="col">승인</th>
          <th scope="col">상태</th>
          <th scope="col">과정</th>
          <th scope="col">가입 / 최근 로그인</th>
          <th scope="col">작업</th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id} data-username={u.username}>
            <td data-label="아이디" className="fw-semibold">
              {u.username}
            </td>
            <td data-label="이름">{u.full_name ?? '-'}</td>
            <td data-label="이메일" className="text-break">
              {u.email}
            </td>
            <td data-label="역할">{u.is_superuser ? '최고 관리자' : ROLE_LABELS[u.user_type]}</td>
            <td data-label="승인">
              <ApprovalStatusBadge status={u.approval_status} />
            </td>
            <td data-label="상태">{u.status === 'active' ? <Badge bg="success">활성</Badge> : <Badge bg="danger">정지</Badge>}</td>
            <td data-label="과정">{u.courses.map((c) => c.course_name).join(', ') || '-'}</td>
            <td data-label="가입 / 최근 로그인">
              {formatDate(u.created_at)} / {formatDateTime(u.last_login_at, '없음')}
            </td>
            <td data-label="작업">
              {u.is_superuser ? (
                <span className="text-body-secondary">-</span>
              ) : (
                <Dropdown align="end">
                  <Dropdown.Toggle size="sm" variant="outline-secondary" aria-label={`${u.username} 작업`}>
                    작업
                  </Dropdown.Toggle>
                  <Dropdown.Menu>
                    {u.status === 'active' ? (
                      <Dropdown.Item onClick={() => onAction('suspend', u)}>이용 정지</Dropdown.Item>
                    ) : (
                      <Dropdown.Item onClick={() => onAction('activate', u)}>이용 허용</Dropdown.Item>
                    )}
                    {u.user_type === 'student' ? (
                      <Dropdown.Item onClick={() => onAction('make-teacher', u)}>강사로 변경</Dropdown.Item>
                    ) : (
                      <Dropdown.Item onClick={() => onAction('make-student', u)}>학생으로 변경</Dropdown.Item>
                    )}
                    <Dropdown.Item onClick={() => onAction('reset', u)}>비밀번호 초기화</Dropdown.Item>
                  </Dropdown.Menu>
                </Dropdown>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
