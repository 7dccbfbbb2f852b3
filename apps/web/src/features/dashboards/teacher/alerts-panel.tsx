// "도움이 필요한 학생": early-warning reasons with a link to each student's records.
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '@/lib/api/client';
import { useTeacherAlerts } from './api';
import { StudentName } from './student-name';

export function AlertsPanel({ courseId }: { courseId: string }) {
  const alerts = useTeacherAlerts(courseId);
  return (
    <Card className="h-100" data-testid="alerts-panel">
      <Card.Header>
        <h2 className="h6 mb-0">도움이 필요한 학생 {alerts.data ? `(${alerts.data.alerts.length}명)` : ''}</h2>
      </Card.Header>
      {alerts.isPending && (
        <Card.Body>
          <Spinner animation="border" size="sm" role="status" className="me-2" />
          불러오는 중...
        </Card.Body>
      )}
      {alerts.isError && (
        <Card.Body>
          <Alert variant="danger" className="mb-0">
            목록을 불러오지 못했습니다: {errorMessage(alerts.error)}
          </Alert>
        </Card.Body>
      )}
      {alerts.data && alerts.data.alerts.length === 0 && <Card.Body className="small text-body-secondary">지금 도움이 필요한 학생이 없어요.</Card.Body>}
      {alerts.data && alerts.data.alerts.length > 0 && (
        <ListGroup variant="flush" className="teacher-scroll">
          {alerts.data.alerts.map((a) => (
            <ListGroup.Item key={`${a.course_id}:${a.student_id}`} data-testid="alert-student">
              <div className="d-flex justify-content-between flex-wrap gap-1">
                <StudentName person={a} studentId={a.student_id} />
                <span className="small text-body-secondary">
                  {a.course_name} · 진도 {a.progress_percentage}%
                </span>
              </div>
              <ul className="small mb-0 ps-3">
                {a.reasons.map((r) => (
                  <li key={`${r.code}:${r.problem_id ?? ''}`}>{r.message}</li>
                ))}
              </ul>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
