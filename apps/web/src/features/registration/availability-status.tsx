import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { CheckResult } from './duplicate-check';

/** Live status line under the username/email field; announced politely to screen readers. */
export function AvailabilityStatus({ id, result, onUseSuggestion }: { id: string; result: CheckResult; onUseSuggestion?: (value: string) => void }) {
  return (
    <div id={id} aria-live="polite" className="small mt-1 availability-status" data-state={result.state}>
      {result.state === 'checking' && (
        <span className="text-body-secondary d-inline-flex align-items-center gap-1">
          <Spinner size="sm" animation="border" aria-hidden="true" /> 확인 중…
        </span>
      )}
      {result.state === 'available' && <span className="text-success">✓ {result.message}</span>}
      {result.state === 'error' && <span className="text-warning-emphasis">{result.message}</span>}
      {result.state === 'taken' && (
        <div className="text-danger">
          <div>{result.message}</div>
          {onUseSuggestion && result.suggestion && (
            <div className="d-flex flex-wrap align-items-center gap-2 mt-1 text-body">
              <span>
                추천 아이디: <strong>{result.suggestion}</strong>
              </span>
              <Button size="sm" variant="outline-primary" onClick={() => onUseSuggestion(result.suggestion ?? '')}>
                이 아이디 사용
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
