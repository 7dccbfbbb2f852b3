import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import type { DashboardCourseRow } from '@dodam/contracts';
import { formatDate } from '@/lib/format';
import { CourseStatusBadge, minutesText } from './course-status-badge';

const period = (r: DashboardCourseRow) => (r.start_date ? `${formatDate(r.start_date)} ~ ${formatDate(r.end_date)}` : '상시');

export function DashboardCourseTable({ rows }: { rows: DashboardCourseRow[] }) {
  return (
    <Table hover className="align-middle small table-stack" data-testid="dashboard-course-table">
      <thead>
        <tr>
          <th scope="col">과정</th>
          <th scope="col">강사</th>
          <th scope="col">학생</th>
          <th scope="col">최근 7일 학습</th>
          <th scope="col">승인</th>
          <th scope="col">대기</th>
          <th scope="col">이용 시간</th>
          <th scope="col">안 읽은 알림</th>
          <th scope="col">기간</th>
          <th scope="col">상태</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.course_id} data-testid={`dashboard-row-${r.course_id}`}>
            <td data-label="과정" className="fw-semibold">
              {r.course_name}
              {r.source === 'admin' && (
                <Badge bg="info" text="dark" className="ms-1">
                  반
                </Badge>
              )}
            </td>
            <td data-label="강사">{r.instructor_name ?? '-'}</td>
            <td data-label="학생">{r.total_students}명</td>
            <td data-label="최근 7일 학습">{r.active_students}명</td>
            <td data-label="승인">{r.approved_students}</td>
            <td data-label="대기">{r.pending_approvals}</td>
            <td data-label="이용 시간">{minutesText(r.total_usage_time)}</td>
            <td data-label="안 읽은 알림">{r.unread_notifications}</td>
            <td data-label="기간" className="text-nowrap">
              {period(r)}
            </td>
            <td data-label="상태">
              <CourseStatusBadge status={r.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function DashboardCourseCards({ rows }: { rows: DashboardCourseRow[] }) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {rows.map((r) => (
        <Col key={r.course_id}>
          <Card className="h-100 shadow-sm">
            <Card.Body>
              <div className="d-flex justify-content-between gap-2">
                <Card.Title as="h3" className="h6 mb-1">
                  {r.course_name}
                </Card.Title>
                <CourseStatusBadge status={r.status} />
              </div>
              <div className="small text-body-secondary mb-2">
                {r.category} · {r.instructor_name ?? '강사 미정'} · {period(r)}
              </div>
              <dl className="row small mb-0">
                <dt className="col-7">학생 (최근 7일 학습)</dt>
                <dd className="col-5 text-end">
                  {r.total_students}명 ({r.active_students})
                </dd>
                <dt className="col-7">승인 / 대기</dt>
                <dd className="col-5 text-end">
                  {r.approved_students} / {r.pending_approvals}
                </dd>
                <dt className="col-7">이용 시간</dt>
                <dd className="col-5 text-end">{minutesText(r.total_usage_time)}</dd>
              </dl>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
