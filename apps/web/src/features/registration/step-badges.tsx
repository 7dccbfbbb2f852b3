// The two steps of the registration wizard, with the current one marked for screen readers.
import Badge from 'react-bootstrap/Badge';

export type Step = 1 | 2;

export function StepBadges({ step }: { step: Step }) {
  const item = (n: Step, label: string) => (
    <li className="d-flex align-items-center gap-2" aria-current={step === n ? 'step' : undefined}>
      <Badge pill bg={step === n ? 'primary' : step > n ? 'success' : 'secondary'} className="step-badge">
        {n}
      </Badge>
      <span className={step === n ? 'fw-semibold' : 'text-body-secondary'}>{label}</span>
    </li>
  );
  return (
    <ol className="list-unstyled d-flex flex-wrap align-items-center gap-3 mb-4" aria-label="회원가입 단계">
      {item(1, '기본 정보')}
      <li aria-hidden="true" className="step-divider" />
      {item(2, '과정 선택')}
    </ol>
  );
}
