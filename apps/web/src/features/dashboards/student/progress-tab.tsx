// 진도: per course at most PROGRESS_TAB_SECTIONS sections with score badge, progress, study time and
// a completed mark, then "...그 외 N개 섹션".
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { PROGRESS_TAB_SECTIONS, sectionScoreVariant, type DashboardCourse } from '@dodam/contracts';
import { formatPercent, formatStudyTime } from '@/lib/format';

export function ProgressTab({ courses }: { courses: DashboardCourse[] }) {
  if (courses.length === 0) return <p className="text-body-secondary">진도를 보여 줄 과정이 아직 없어요.</p>;
  return (
    <>
      {courses.map((course) => {
        const shown = course.sections.slice(0, PROGRESS_TAB_SECTIONS);
        const rest = course.sections.length - shown.length;
        return (
          <Card key={course.id} className="mb-3" data-testid="progress-course">
            <Card.Header className="d-flex justify-content-between flex-wrap gap-2">
              <h3 className="h6 mb-0">{course.title}</h3>
              <span className="small">진도 {formatPercent(course.progress)}</span>
            </Card.Header>
            <ListGroup variant="flush">
              {shown.map((s) => (
                <ListGroup.Item key={s.id} className="d-flex flex-wrap align-items-center gap-2" data-testid="progress-section">
                  <span className="flex-grow-1">
                    {s.completed && (
                      <span className="text-success me-1" role="img" aria-label="완료">
                        ✓
                      </span>
                    )}
                    {s.title}
                  </span>
                  {s.score !== null && (
                    <Badge bg={sectionScoreVariant(s.score)} text={sectionScoreVariant(s.score) === 'warning' ? 'dark' : undefined}>
                      {s.score}점
                    </Badge>
                  )}
                  <span className="small text-body-secondary">{formatPercent(s.progress)}</span>
                  <span className="small text-body-secondary">{formatStudyTime(s.study_time)}</span>
                </ListGroup.Item>
              ))}
              {rest > 0 && <ListGroup.Item className="small text-body-secondary">...그 외 {rest}개 섹션</ListGroup.Item>}
            </ListGroup>
          </Card>
        );
      })}
    </>
  );
}
