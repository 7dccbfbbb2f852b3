// "지금 학습 중": students with a learning record in the last few minutes, updated by the stream.
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { LEARNING_TYPE_LABELS } from '@dodam/contracts';
import { LIVE_WINDOW_MINUTES } from '@dodam/contracts/teacher';
import { formatDateTime } from '@/lib/format';
import type { LiveState } from './api';
import { StudentName } from './student-name';

export function LivePanel({ live }: { live: LiveState }) {
  const students = live.snapshot?.students ?? [];
  return (
    <Card className="h-100" data-testid="live-panel">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 className="h6 mb-0">지금 학습 중</h2>
        <Badge bg={live.connected ? 'success' : 'secondary'} aria-live="polite">
          {live.connected ? `실시간 · ${students.length}명` : '연결 중…'}
        </Badge>
      </Card.Header>
      {students.length === 0 ? (
        <Card.Body className="small text-body-secondary">최근 {LIVE_WINDOW_MINUTES}분 안에 학습한 학생이 없어요.</Card.Body>
      ) : (
        <ListGroup variant="flush" aria-live="polite">
          {students.map((s) => (
            <ListGroup.Item key={s.student_id} data-testid="live-student">
              <div className="d-flex justify-content-between flex-wrap gap-1">
                <StudentName person={s} studentId={s.student_id} />
                <span className="small text-body-secondary">{formatDateTime(s.last_seen)}</span>
              </div>
              <div className="small">
                {s.section_title ?? '섹션 미상'}
                {s.learning_type ? ` · ${LEARNING_TYPE_LABELS[s.learning_type]}` : ''}
              </div>
              <div className="d-flex gap-1 flex-wrap mt-1">
                {s.last_run && (
                  <Badge bg={s.last_run.stopped ? 'secondary' : s.last_run.ok ? 'success' : 'danger'} data-testid="live-run">
                    {s.last_run.stopped ? '실행 중지' : s.last_run.ok ? '실행 성공' : `실행 오류${s.last_run.error_type ? ` · ${s.last_run.error_type}` : ''}`}
                  </Badge>
                )}
                {s.last_verdict && <Badge bg={s.last_verdict.correct ? 'primary' : 'warning'} text={s.last_verdict.correct ? undefined : 'dark'}>{s.last_verdict.correct ? '평가 정답' : '평가 오답'}</Badge>}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {live.error && !live.connected && <Card.Footer className="small text-danger">{live.error} 다시 연결하는 중…</Card.Footer>}
    </Card>
  );
}
