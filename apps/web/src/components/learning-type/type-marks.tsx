import { LEARNING_TYPES, LEARNING_TYPE_LABELS, type LearningType } from '@dodam/contracts';
import { LearningTypeIcon } from './learning-type-icon';
import './learning-type.css';

/** Three marks per section (기본 학습, 실습, 평가), filled when done; read by screen readers as a sentence. */
export function TypeMarks({ completed, size = 12 }: { completed: readonly LearningType[]; size?: number }) {
  const done = new Set(completed);
  const label = LEARNING_TYPES.map((t) => `${LEARNING_TYPE_LABELS[t]} ${done.has(t) ? '완료' : '미완료'}`).join(', ');
  return (
    <span className="dodam-type-marks" role="img" aria-label={label} data-testid="type-marks" data-done={LEARNING_TYPES.filter((t) => done.has(t)).join(' ')}>
      {LEARNING_TYPES.map((t) => (
        <span key={t} className={`dodam-type-mark${done.has(t) ? ' is-done' : ''}`} title={`${LEARNING_TYPE_LABELS[t]}${done.has(t) ? ' 완료' : ''}`}>
          <LearningTypeIcon type={t} size={size} />
        </span>
      ))}
    </span>
  );
}
