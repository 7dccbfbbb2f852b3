// The side column of a course: the student's progress and the course facts.
import Card from 'react-bootstrap/Card';
import type { ContentCourse } from '@dodam/contracts';
import { formatPercent } from '@/lib/format';
import { formatMinutes } from './curriculum';
import { ProgressMeter } from '@/components/ui/progress-meter';

/** `teacher`: the course is one they teach, so their own progress is only a preview. */
export function CourseFacts({ course, teacher = false }: { course: ContentCourse; teacher?: boolean }) {
  const progress = course.progress;
  const totalMinutes = course.sections.reduce((n, s) => n + s.estimated_minutes, 0);
  return (
    <div className="position-sticky d-flex flex-column gap-3" style={{ top: '1rem' }}>
      <Card>
        <Card.Body>
          <Card.Title as="h2" className="h6">
            {teacher ? '미리보기 진도' : '내 진도'}
          </Card.Title>
          <div className="d-flex justify-content-between align-items-baseline mb-1">
            <span className="fs-4 fw-bold" data-testid="course-progress-percent">
              {formatPercent(progress.percent)}
            </span>
            <span className="small text-body-secondary">
              완료 섹션 {progress.completed_sections} / {progress.total_sections}
            </span>
          </div>
          <ProgressMeter
            value={progress.percent}
            variant={progress.percent >= 100 ? 'success' : 'primary'}
            label="과정 진도"
            data={{ 'data-testid': 'course-progress', 'data-percent': progress.percent }}
          />
          <p className="small text-body-secondary mt-2 mb-0">섹션마다 기본 학습, 실습, 평가를 모두 완료하면 그 섹션이 완료돼요.</p>
        </Card.Body>
      </Card>
      <Card className="dodam-info-box">
        <Card.Body>
          <Card.Title as="h2" className="h6">
            과정 정보
          </Card.Title>
          <dl className="row mb-0 small">
            <dt className="col-5">난이도</dt>
            <dd className="col-7">{course.difficulty}</dd>
            <dt className="col-5">섹션 수</dt>
            <dd className="col-7">{course.sections.length}개</dd>
            <dt className="col-5">예상 학습 시간</dt>
            <dd className="col-7">
              {course.duration_hours}시간
              <span className="d-block fw-normal text-body-secondary">섹션 학습 약 {formatMinutes(totalMinutes)}</span>
            </dd>
            <dt className="col-5">대상</dt>
            <dd className="col-7 mb-0">{course.age_label}</dd>
          </dl>
        </Card.Body>
      </Card>
    </div>
  );
}
