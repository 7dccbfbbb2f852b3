// 개요: four stat cards, the next step, the course cards and the charts (chart.js, lazy-loaded).
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { LEARNING_TYPE_LABELS, type StudentDashboard } from '@dodam/contracts';
import { formatPercent, formatStudyTime } from '@/lib/format';
import { learningPath } from '@/lib/learning/navigation';
import { CourseCards } from './course-cards';

const StudentCharts = lazy(() => import('./student-charts'));

export function NextStep({ step }: { step: StudentDashboard['next_step'] }) {
  if (!step) return <p className="mb-0">모든 과정을 마쳤어요. 축하해요!</p>;
  return (
    <Link className="btn btn-primary" to={learningPath(step.course_id, { sectionId: step.section_id, type: step.learning_type })} data-testid="next-step">
      이어서 학습하기 · {step.section_title} {LEARNING_TYPE_LABELS[step.learning_type]}
    </Link>
  );
}

export function OverviewTab({ data, userId }: { data: StudentDashboard; userId: number | undefined }) {
  const o = data.overview;
  const stats = [
    { label: '완료한 섹션', value: `${o.completed_sections} / ${o.total_sections}`, sub: `완료율 ${formatPercent(o.completion_rate)}` },
    { label: '총 학습 시간', value: formatStudyTime(o.total_study_time), sub: o.completed_sections ? `완료 섹션당 평균 ${formatStudyTime(o.total_study_time / o.completed_sections)}` : '화면을 보며 공부한 시간' },
    { label: '평균 진도', value: formatPercent(o.avg_progress), sub: `반 평균 진도 ${formatPercent(data.classAverage.progress)} · 반 완료율 ${formatPercent(data.classAverage.completion_rate)}` },
    { label: '연속 학습', value: `${o.learning_streak}일`, sub: `최장 ${o.longest_streak}일${o.average_score !== null ? ` · 평균 점수 ${o.average_score}점` : ''}` },
  ];
  return (
    <>
      <Row xs={1} sm={2} xl={4} className="g-3 mb-4">
        {stats.map((s) => (
          <Col key={s.label}>
            <Card className="h-100" data-testid="dashboard-stat">
              <Card.Body>
                <div className="small text-body-secondary">{s.label}</div>
                <div className="fs-3 fw-bold">{s.value}</div>
                <div className="small text-body-secondary">{s.sub}</div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <div className="mb-4">
        <NextStep step={data.next_step} />
      </div>
      <h2 className="h5 mb-3">내 과정</h2>
      <CourseCards courses={data.courses} />
      <Suspense fallback={<div className="text-body-secondary small my-4">차트를 불러오는 중...</div>}>
        <StudentCharts courses={data.courses} userId={userId} />
      </Suspense>
    </>
  );
}
