// The course's curriculum: one accordion item per section with its progress and a link to each
// of its three learning types.
import { Link } from 'react-router';
import Accordion from 'react-bootstrap/Accordion';
import Badge from 'react-bootstrap/Badge';
import { CLASS_PLAN_MSG, LEARNING_TYPES, LEARNING_TYPE_LABELS, formatSeoulDateTime, type ContentCourse } from '@dodam/contracts';
import { LearningTypeIcon, TypeMarks } from '@/components/learning-type';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { learningPath } from '@/lib/learning/navigation';
import { sectionProgressOf } from '@/lib/learning/progress';
import { SectionVideoUpload } from './section-video-upload';

export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}시간${m ? ` ${m}분` : ''}` : `${m}분`;
}

export function Curriculum({ course }: { course: ContentCourse }) {
  return (
    <Accordion alwaysOpen className="dodam-curriculum" data-testid="curriculum">
      {course.sections.map((section, i) => {
        const progress = sectionProgressOf(course, section.id);
        return (
          <Accordion.Item key={section.id} eventKey={section.id} data-section-id={section.id}>
            <Accordion.Header>
              <span className="fw-semibold flex-grow-1">
                {i + 1}. {section.title}
              </span>
              {course.current_section_id === section.id ? (
                <Badge bg="primary" className="me-1">
                  오늘의 학습
                </Badge>
              ) : null}
              {section.locked ? (
                <Badge bg="secondary" className="me-1" data-testid="section-locked">
                  잠김
                </Badge>
              ) : null}
              {progress.completed ? (
                <Badge bg="success" className="me-1">
                  완료
                </Badge>
              ) : null}
              <TypeMarks completed={progress.completed_types} />
            </Accordion.Header>
            <Accordion.Body>
              <p className="mb-2">{section.description}</p>
              <p className="small text-body-secondary d-flex align-items-center gap-1">
                <ClockIcon size={14} /> 약 {formatMinutes(section.estimated_minutes)}
                {section.has_video ? ' · 강의 영상 있음' : ' · 슬라이드 강의'}
                {progress.best_score !== null ? ` · 최고 점수 ${Math.round(progress.best_score)}점` : ''}
              </p>
              {section.due_at ? <p className="small mb-2">평가 마감: {formatSeoulDateTime(section.due_at)} (한국 시간) · 마감 후 제출은 &lsquo;기한 후 제출&rsquo;로 표시됩니다.</p> : null}
              {section.locked ? <p className="small text-body-secondary mb-0">{CLASS_PLAN_MSG.sectionLocked}</p> : null}
              <div className={`d-flex flex-wrap gap-2${section.locked ? ' d-none' : ''}`}>
                {LEARNING_TYPES.map((type) => {
                  const done = progress.completed_types.includes(type);
                  return (
                    <Link
                      key={type}
                      to={learningPath(course.id, { sectionId: section.id, type })}
                      className={`btn btn-sm ${done ? 'btn-success' : 'btn-outline-primary'} d-inline-flex align-items-center gap-1`}
                    >
                      <LearningTypeIcon type={type} />
                      {LEARNING_TYPE_LABELS[type]}
                      {done ? <CheckIcon size={14} aria-label="완료" /> : null}
                    </Link>
                  );
                })}
                <SectionVideoUpload course={course} sectionId={section.id} />
              </div>
            </Accordion.Body>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
