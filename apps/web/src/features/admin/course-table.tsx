import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { scheduleText, type ManagedCourse } from '@dodam/contracts';
import { formatDate } from '@/lib/format';
import { CourseStatusBadge } from './course-status-badge';
import { useSchoolPeriods } from './timetable';

export type CourseAction = 'edit' | 'delete' | 'participants' | 'codes' | 'archive' | 'year-end-delete';

export function CourseTable({ courses, onAction }: { courses: ManagedCourse[]; onAction: (action: CourseAction, course: ManagedCourse) => void }) {
  const periods = useSchoolPeriods();
  if (courses.length === 0) return <Card body className="text-center text-body-secondary py-5">조건에 맞는 과정이 없습니다.</Card>;
  return (
    <Table hover className="align-middle small table-stack" data-testid="admin-course-table">
      <thead>
        <tr>
          <th scope="col">과정</th>
          <th scope="col">카테고리</th>
          <th scope="col">일정</th>
          <th scope="col">기간</th>
          <th scope="col">담당 강사</th>
          <th scope="col">강사 / 학생</th>
          <th scope="col">상태</th>
          <th scope="col">작업</th>
        </tr>
      </thead>
      <tbody>
        {courses.map((c) => {
          const isClass = c.source === 'admin';
          const archived = c.archived_at !== null;
          return (
            <tr key={c.id} data-testid={`course-row-${c.id}`} data-name={c.name}>
              <td data-label="과정">
                <div className="fw-semibold">
                  {c.name}
                  {archived && (
                    <Badge bg="secondary" className="ms-1" title={`보관: ${formatDate(c.archived_at)}`}>
                      보관됨 (읽기 전용)
                    </Badge>
                  )}
                </div>
                <div className="text-body-secondary">{isClass ? `교육과정: ${c.content_name}` : <Badge bg="secondary">기본 교육과정</Badge>}</div>
              </td>
              <td data-label="카테고리">{c.category}</td>
              <td data-label="일정">{scheduleText(c.dayOfWeek, c.classTime, periods) || '-'}</td>
              <td data-label="기간" className="text-nowrap">
                {c.startDate ? `${formatDate(c.startDate)} ~ ${formatDate(c.endDate)}` : '상시'}
              </td>
              <td data-label="담당 강사" data-testid={`course-teachers-${c.id}`}>
                {c.instructorName ?? <span className="text-body-secondary">강사 미정</span>}
              </td>
              <td data-label="강사 / 학생">
                {c.teacher_count} / {c.student_count}
                {c.maxStudents ? ` (정원 ${c.maxStudents})` : ''}
                {c.pending_count > 0 && (
                  <Badge bg="warning" text="dark" className="ms-1">
                    대기 {c.pending_count}
                  </Badge>
                )}
              </td>
              <td data-label="상태">
                <CourseStatusBadge status={c.status} />
              </td>
              <td data-label="작업">
                <div className="d-flex flex-wrap gap-1 justify-content-end justify-content-md-start">
                  <Button size="sm" variant="outline-primary" onClick={() => onAction('participants', c)} aria-label={`${c.name} 참여자`}>
                    참여자
                  </Button>
                  <Button size="sm" variant="outline-primary" onClick={() => onAction('codes', c)} aria-label={`${c.name} 등록 코드`}>
                    코드
                  </Button>
                  {isClass && !archived && (
                    <Button size="sm" variant="outline-secondary" onClick={() => onAction('edit', c)} aria-label={`${c.name} 수정`}>
                      수정
                    </Button>
                  )}
                  {isClass && (
                    // One button whose label changes, so focus stays on it after the dialog closes.
                    <Button size="sm" variant="outline-secondary" onClick={() => onAction('archive', c)} aria-label={`${c.name} ${archived ? '보관 해제' : '보관'}`}>
                      {archived ? '보관 해제' : '보관'}
                    </Button>
                  )}
                  {isClass && archived && (
                    <Button size="sm" variant="outline-danger" onClick={() => onAction('year-end-delete', c)} aria-label={`${c.name} 학년도 말 삭제`}>
                      학년도 말 삭제
                    </Button>
                  )}
                  {isClass && !archived && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => onAction('delete', c)}
                      disabled={c.enrolled_count > 0}
                      title={c.enrolled_count > 0 ? '수강생이 등록된 과정은 삭제할 수 없습니다. 학년도 말에는 보관한 뒤 삭제하세요.' : undefined}
                      aria-label={`${c.name} 삭제`}
                    >
                      삭제
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
