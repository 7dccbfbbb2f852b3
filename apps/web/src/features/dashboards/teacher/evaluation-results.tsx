// A student's completed evaluations for the teacher (issue 22): score, when, the class's due date,
// and 기한 후 제출 when the attempt was completed after it (late work is accepted, and marked).
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { LATE_SUBMISSION_LABEL, formatSeoulDateTime } from '@dodam/contracts';
import type { TeacherStudentDetail } from '@dodam/contracts/teacher';

export function EvaluationResults({ evaluations }: { evaluations: TeacherStudentDetail['evaluations'] }) {
  const done = evaluations.filter((e) => e.completed_at);
  if (done.length === 0) return <p className="text-body-secondary small">아직 마친 평가가 없어요.</p>;
  return (
    <Table size="sm" className="small align-middle mb-0" data-testid="evaluation-results">
      <thead>
        <tr>
          <th scope="col">섹션</th>
          <th scope="col">점수</th>
          <th scope="col">제출 (한국 시간)</th>
          <th scope="col">마감</th>
        </tr>
      </thead>
      <tbody>
        {done.map((e) => (
          <tr key={`${e.section_id}:${e.attempt}`} data-testid="evaluation-result">
            <th scope="row" className="fw-normal">
              {e.section_title} <span className="text-body-secondary">({e.attempt}회차)</span>
            </th>
            <td>{e.score === null ? '-' : `${e.score}점`}</td>
            <td>
              {formatSeoulDateTime(e.completed_at)}
              {e.late && (
                <Badge bg="warning" text="dark" className="ms-1" data-testid="late-badge">
                  {LATE_SUBMISSION_LABEL}
                </Badge>
              )}
            </td>
            <td>{e.due_at ? formatSeoulDateTime(e.due_at) : '-'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
