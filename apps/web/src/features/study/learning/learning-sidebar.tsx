// The curriculum of the immersive screen: every section with its three learning types as links
// and their completion marks, the course progress, and the way back to the contents.
import { Link } from 'react-router';
import { LEARNING_TYPES, LEARNING_TYPE_LABELS, type ContentCourse, type LearningType } from '@dodam/contracts';
import { LearningTypeIcon } from '@/components/learning-type';
import { ArrowLeftIcon, CheckIcon } from '@/components/ui/icons';
import { formatPercent } from '@/lib/format';
import { learningPath } from '@/lib/learning/navigation';
import { sectionProgressOf } from '@/lib/learning/progress';
import { ProgressMeter } from '@/components/ui/progress-meter';

export interface LearningSidebarProps {
  course: ContentCourse;
  sectionId: string;
  type: LearningType;
  /** Called after following a link (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function LearningSidebar({ course, sectionId, type, onNavigate }: LearningSidebarProps) {
  const progress = course.progress;
  return (
    <div className="dodam-sidebar-inner">
      <Link to={`/contents/${course.id}`} className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-1 mb-3" onClick={onNavigate}>
        <ArrowLeftIcon size={16} /> 콘텐츠로 돌아가기
      </Link>
      <div className="fw-bold mb-1">{course.title}</div>
      <div className="d-flex justify-content-between small text-body-secondary mb-1">
        <span>진도 {formatPercent(progress.percent)}</span>
        <span>
          완료 섹션 {progress.completed_sections}/{progress.total_sections}
        </span>
      </div>
      <ProgressMeter value={progress.percent} height="0.4rem" className="mb-3" label="과정 진도" />
      <nav aria-label="커리큘럼">
        <ol className="list-unstyled dodam-sidebar-sections mb-0">
          {course.sections.map((section, i) => {
            const sp = sectionProgressOf(course, section.id);
            const current = section.id === sectionId;
            return (
              <li key={section.id} className={`dodam-sidebar-section${current ? ' is-current' : ''}${sp.completed ? ' is-complete' : ''}`} data-section-id={section.id} data-testid="sidebar-section">
                <div className="dodam-sidebar-section-title">
                  <span className="dodam-sidebar-num" aria-hidden="true">
                    {sp.completed ? <CheckIcon size={14} /> : i + 1}
                  </span>
                  <span>
                    {section.title}
                    {sp.completed ? <span className="visually-hidden"> (완료)</span> : null}
                  </span>
                </div>
                <div className="dodam-sidebar-types">
                  {LEARNING_TYPES.map((t) => {
                    const done = sp.completed_types.includes(t);
                    const here = current && t === type;
                    return (
                      <Link
                        key={t}
                        to={learningPath(course.id, { sectionId: section.id, type: t })}
                        className={`dodam-sidebar-type${done ? ' is-done' : ''}${here ? ' is-here' : ''}`}
                        aria-current={here ? 'page' : undefined}
                        aria-label={`${i + 1}. ${section.title} ${LEARNING_TYPE_LABELS[t]}${done ? ' (완료)' : ''}`}
                        data-type={t}
                        data-done={done}
                        onClick={onNavigate}
                      >
                        {done ? <CheckIcon size={13} /> : <LearningTypeIcon type={t} size={13} />}
                        <span>{LEARNING_TYPE_LABELS[t]}</span>
                      </Link>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
