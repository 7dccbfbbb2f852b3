// Overall class status (four cards) and one card per course with the spec's progress colours.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { progressColor, type TeacherDashboard } from '@dodam/contracts/teacher';
import { formatNumber, formatPercent } from '@/lib/format';
import { ProgressMeter } from '@/components/ui/progress-meter';
import { ClassPlanModal } from './class-plan-modal';

export function OverviewCards({ overview }: { overview: TeacherDashboard['overview'] }) {
  const stats = [
    { label: '담당 과정', value: `${formatNumber(overview.total_courses)}개` },
    { label: '전체 학생', value: `${formatNumber(overview.total_students)}명` },
    { label: '활동 학생 (7일)', value: `${formatNumber(overview.active_students)}명` },
    { label: '평균 진도', value: formatPercent(overview.avg_progress) },
  ];
  return (
    <section aria-labelledby="class-status-title" className="mb-4">
      <h2 id="class-status-title" className="h5 mb-3">
        전체 학급 현황
      </h2>
      <Row xs={2} lg={4} className="g-3">
        {stats.map((s) => (
          <Col key={s.label}>
            <Card className="h-100" data-testid="teacher-stat">
              <Card.Body>
                <div className="small text-body-secondary">{s.label}</div>
                <div className="fs-3 fw-bold">{s.value}</div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export function CourseCards({ courses }: { courses: TeacherDashboard['overview']['course_stats'] }) {
  const [planning, setPlanning] = useState<{ id: string; name: string } | null>(null);
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="course-cards-title" className="mb-4">
      <h2 id="course-cards-title" className="h5 mb-3">
        과정별 현황
      </h2>
      <Row xs={1} md={2} xl={3} className="g-3">
        {courses.map((c) => (
          <Col key={c.course_id}>
            <Card className="h-100" data-testid="teacher-course-card">
              <Card.Body>
                <Card.Title as="h3" className="h6">
                  {c.course_name}
                </Card.Title>
                {c.schedule && (
                  <div className="small mb-1" data-testid="teacher-course-schedule">
                    수업 {c.schedule}
                  </div>
                )}
                <Card.Text className="small text-body-secondary teacher-clamp">{c.description}</Card.Text>
                <div className="d-flex justify-content-between small mb-1">
                  <span>학생 {formatNumber(c.student_count)}명</span>
                  <span>평균 진도 {formatPercent(c.avg_progress)}</span>
                </div>
                <ProgressMeter value={c.avg_progress} variant={progressColor(c.avg_progress)} label={`${c.course_name} 평균 진도`} />
                <Button size="sm" variant="outline-primary" className="mt-3" onClick={() => setPlanning({ id: c.course_id, name: c.course_name })} aria-label={`${c.course_name} 수업 계획`}>
                  수업 계획 (오늘의 학습·잠금·마감)
                </Button>
                <Link to={`/teacher/reports/${encodeURIComponent(c.course_id)}`} className="btn btn-sm btn-outline-secondary mt-3 ms-2" aria-label={`${c.course_name} 학습 보고서`}>
                  학습 보고서
                </Link>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      {planning && <ClassPlanModal courseId={planning.id} courseName={planning.name} onClose={() => setPlanning(null)} />}
    </section>
  );
}
