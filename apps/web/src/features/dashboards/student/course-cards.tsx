// Course cards (overview and 과정 tab): status badge, progress, sections and average score, all as
// the server computed them.
import { Link } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { STUDY_STATUS_LABELS, courseBadgeVariant, type DashboardCourse } from '@dodam/contracts';
import { formatDate, formatPercent, formatStudyTime } from '@/lib/format';
import { ProgressMeter } from '@/components/ui/progress-meter';

export function CourseCards({ courses, detailed = false }: { courses: DashboardCourse[]; detailed?: boolean }) {
  if (courses.length === 0) {
    return (
      <p className="text-body-secondary">
        아직 수강 중인 과정이 없어요. <Link to="/contents">콘텐츠 목록</Link>에서 과정을 골라 학습을 시작해 보세요.
      </p>
    );
  }
  return (
    <Row xs={1} md={2} className="g-3">
      {courses.map((course) => (
        <Col key={course.id}>
          <Card className="h-100" data-testid="dashboard-course">
            <Card.Body>
              <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                <Card.Title as="h3" className="h6 mb-0">
                  {course.title}
                </Card.Title>
                <Badge bg={courseBadgeVariant(course.progress)} text={courseBadgeVariant(course.progress) === 'warning' ? 'dark' : undefined}>
                  {STUDY_STATUS_LABELS[course.status]}
                </Badge>
              </div>
              {detailed && <p className="small text-body-secondary mb-2">{course.description}</p>}
              <ProgressMeter value={course.progress} variant={courseBadgeVariant(course.progress)} label={`${course.title} 진도`} className="mb-2" />
              <div className="small text-body-secondary mb-3" data-testid="course-figures">
                진도 {formatPercent(course.progress)} · 완료 섹션 {course.completed_sections} / {course.total_sections}
                {course.average_score !== null ? ` · 평균 점수 ${course.average_score}점` : ''}
                {detailed ? ` · 학습 시간 ${formatStudyTime(course.study_time)}` : ''}
                {detailed && course.enrollment_date ? ` · 수강 시작 ${formatDate(course.enrollment_date)}` : ''}
              </div>
              <Link className="btn btn-outline-primary btn-sm" to={`/contents/${course.id}`}>
                {course.status === 'completed' ? '과정 다시 보기' : '과정 보기'}
              </Link>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
