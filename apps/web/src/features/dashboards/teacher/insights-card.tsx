// Learning insights (spec): most active time, average session, completion rate, popular sections
// and struggling topics, each explained in one line so a teacher knows what the number means.
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { TeacherDashboard } from '@dodam/contracts/teacher';
import { formatPercent } from '@/lib/format';

export function InsightsCard({ insights }: { insights: TeacherDashboard['insights'] }) {
  const items = [
    { label: '가장 활발한 시간', value: insights.most_active_time ?? '기록 없음', note: '최근 4주 학습 기록 기준 (한국 시간)' },
    { label: '평균 학습 시간', value: `${insights.avg_session_time}분`, note: '학생이 공부한 날 하루 평균' },
    { label: '섹션 완료율', value: formatPercent(insights.completion_rate), note: '세 가지 학습을 모두 마친 섹션의 비율' },
  ];
  const lists = [
    { label: '인기 섹션', values: insights.popular_sections, empty: '아직 기록이 없어요.' },
    { label: '어려워하는 주제', values: insights.struggling_topics, empty: '눈에 띄게 어려워하는 주제가 없어요.' },
  ];
  return (
    <section aria-labelledby="insights-title" className="mb-4">
      <h2 id="insights-title" className="h5 mb-3">
        학습 인사이트
      </h2>
      <Row xs={1} md={3} className="g-3 mb-3">
        {items.map((i) => (
          <Col key={i.label}>
            <Card className="h-100">
              <Card.Body>
                <div className="small text-body-secondary">{i.label}</div>
                <div className="fs-4 fw-bold">{i.value}</div>
                <div className="small text-body-secondary">{i.note}</div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Row xs={1} md={2} className="g-3">
        {lists.map((l) => (
          <Col key={l.label}>
            <Card className="h-100">
              <Card.Body>
                <h3 className="h6">{l.label}</h3>
                {l.values.length === 0 ? (
                  <p className="small text-body-secondary mb-0">{l.empty}</p>
                ) : (
                  <ol className="mb-0 small">
                    {l.values.map((v) => (
                      <li key={v}>{v}</li>
                    ))}
                  </ol>
                )}
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
