// Previous / current / next along the learning chain, and the complete toggle of this section's
// learning type (stored on the server).
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { LEARNING_TYPE_LABELS, type ContentCourse, type LearningType } from '@dodam/contracts';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { learningPath, nextStep, previousStep, stepNumber, type LearningStep } from '@/lib/learning/navigation';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

export interface BottomBarProps {
  course: ContentCourse;
  step: LearningStep;
  completed: boolean;
  toggling: boolean;
  onToggle: () => void;
  /** Draws attention to the toggle (the lecture was watched to the end). */
  nudge: boolean;
}

function stepLabel(course: ContentCourse, step: LearningStep): string {
  const index = course.sections.findIndex((s) => s.id === step.sectionId);
  return `${index + 1}. ${course.sections[index]?.title ?? ''} · ${LEARNING_TYPE_LABELS[step.type]}`;
}

/** Short target for the buttons: the type within the same section, otherwise the section. */
function shortLabel(course: ContentCourse, from: LearningStep, to: LearningStep): string {
  if (from.sectionId === to.sectionId) return LEARNING_TYPE_LABELS[to.type];
  const index = course.sections.findIndex((s) => s.id === to.sectionId);
  return `${index + 1}. ${course.sections[index]?.title ?? ''}`;
}

export function BottomBar({ course, step, completed, toggling, onToggle, nudge }: BottomBarProps) {
  const ids = course.sections.map((s) => s.id);
  const prev = previousStep(ids, step);
  const next = nextStep(ids, step);
  const { index, total } = stepNumber(ids, step);
  const sectionIndex = ids.indexOf(step.sectionId);
  const type: LearningType = step.type;
  return (
    <footer className="dodam-bottom-bar" aria-label="학습 이동">
      <div className="dodam-bottom-prev">
        {prev ? (
          <Link to={learningPath(course.id, prev)} className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-1" rel="prev" title={stepLabel(course, prev)}>
            <ArrowLeftIcon size={16} />
            <span className="text-truncate">
              이전<span className="d-none d-lg-inline">: {shortLabel(course, step, prev)}</span>
            </span>
          </Link>
        ) : (
          <Button variant="outline-secondary" size="sm" disabled className="d-inline-flex align-items-center gap-1">
            <ArrowLeftIcon size={16} /> 이전
          </Button>
        )}
      </div>
      <div className="dodam-bottom-current" aria-live="polite">
        <span className="fw-semibold">
          <span className="d-none d-sm-inline">섹션 </span>
          {sectionIndex + 1}/{ids.length} · {LEARNING_TYPE_LABELS[type]}
        </span>
        <span className="d-none d-md-inline text-body-secondary small"> ({index}/{total}단계)</span>
      </div>
      <div className="dodam-bottom-actions">
        {next ? (
          <Link to={learningPath(course.id, next)} className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1" rel="next" title={stepLabel(course, next)}>
            <span className="text-truncate">
              다음<span className="d-none d-lg-inline">: {shortLabel(course, step, next)}</span>
            </span>
            <ArrowRightIcon size={16} />
          </Link>
        ) : (
          <Button variant="primary" size="sm" disabled className="d-inline-flex align-items-center gap-1">
            다음 <ArrowRightIcon size={16} />
          </Button>
        )}
        <FocusSafeButton
          variant={completed ? 'success' : 'outline-success'}
          size="sm"
          aria-pressed={completed}
          onClick={onToggle}
          // Never inactive: a press while saving is queued behind the save (the mutation is scoped
          // and serial), so a quick second Enter toggles back instead of being swallowed.
          className={`d-inline-flex align-items-center gap-1${nudge && !completed ? ' dodam-nudge' : ''}`}
          data-testid="complete-toggle"
          title={completed ? '완료 표시를 취소해요' : '이 학습을 완료로 표시해요'}
        >
          {toggling ? <Spinner size="sm" animation="border" aria-hidden="true" /> : <CheckIcon size={16} />}
          {completed ? '완료됨' : (
            <>
              완료<span className="d-none d-sm-inline"> 표시</span>
            </>
          )}
        </FocusSafeButton>
      </div>
    </footer>
  );
}
