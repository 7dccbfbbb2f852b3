// 성취: badges earned from real events (with dates), recent achievements and the class comparison.
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { aboveAverage, type StudentDashboard } from '@dodam/contracts';
import { formatDate, formatPercent, formatStudyTime } from '@/lib/format';

export function AchievementsTab({ data }: { data: StudentDashboard }) {
  const { badges, recent_achievements } = data.achievements;
  const c = data.classAverage;
  const o = data.overview;
  const rows = [
    { label: '진도', mine: formatPercent(o.avg_progress), avg: formatPercent(c.progress), above: aboveAverage(o.avg_progress, c.progress) },
    { label: '평균 점수', mine: o.average_score !== null ? `${o.average_score}점` : '-', avg: c.average_score !== null ? `${c.average_score}점` : '-', above: aboveAverage(o.average_score, c.average_score) },
    { label: '학습 시간', mine: formatStudyTime(o.total_study_time), avg: formatStudyTime(c.study_time), above: aboveAverage(o.total_study_time, c.study_time) },
  ];
  return (
    <>
      <h2 className="h5 mb-3">배지</h2>
      <Row xs={1} sm={2} lg={3} className="g-3 mb-4">
        {badges.map((b) => (
          <Col key={b.id}>
            <Card className={`h-100 ${b.earned ? 'border-success' : 'student-badge-locked'}`} data-testid="badge" data-badge={b.id} data-earned={b.earned}>
              <Card.Body>
                <div className="d-flex justify-content-between gap-2">
                  <span className="fw-semibold">{b.name}</span>
                  {b.earned ? <Badge bg="success">획득</Badge> : <Badge bg="secondary">미획득</Badge>}
                </div>
                <div className="small text-body-secondary">{b.description}</div>
                {b.date && <div className="small mt-1">{formatDate(b.date)}</div>}
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      {recent_achievements.length > 0 && (
        <>
          <h2 className="h5 mb-2">최근 성취</h2>
          <ul className="mb-4">
            {recent_achievements.map((r) => (
              <li key={r.name}>
                {r.name} · {formatDate(r.date)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className="h5 mb-2">반 평균과 비교</h2>
      <p className="small text-body-secondary">같은 과정을 듣는 학생 {c.students}명의 평균이에요. 다른 학생의 이름이나 기록은 보이지 않아요.</p>
      <Table responsive size="sm" className="align-middle" data-testid="class-comparison">
        <thead>
          <tr>
            <th scope="col">항목</th>
            <th scope="col">나</th>
            <th scope="col">반 평균</th>
            <th scope="col">비교</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.mine}</td>
              <td>{r.avg}</td>
              <td>
                <Badge bg={r.above ? 'success' : 'secondary'}>{r.above ? '평균 이상' : '평균 미만'}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
