import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { PythonErrorExplanation } from '@dodam/contracts';

/**
 * The corrected line(s) when the fix is mechanical. The explainer leaves `fix` out when the fix would
 * use a concept the section has not taught yet, so whatever is shown here is within the fence.
 */
function FixSuggestion({ fix }: { fix: NonNullable<PythonErrorExplanation['fix']> }) {
  const labelId = useId();
  const removes = fix.code === '';
  return (
    <div className="dodam-wb-explanation-fix mt-2" role="group" aria-labelledby={labelId} data-testid="error-fix">
      <p className="mb-1" id={labelId}>
        <strong>이렇게 고쳐 보세요: </strong>
        {removes ? `${fix.line}번째 줄을 지워요.` : `${fix.line}번째 줄을 아래처럼 바꿔요.`}
      </p>
      {removes ? null : (
        <pre className="dodam-wb-explanation-code mb-0">
          <code>{fix.code}</code>
        </pre>
      )}
    </div>
  );
}

/** The Korean explanation of an error, shown under the console (the raw traceback stays in it). */
export function ErrorExplanation({ explanation }: { explanation: PythonErrorExplanation }) {
  return (
    <Alert variant="warning" className="dodam-wb-explanation mb-0" data-error-id={explanation.id}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <strong className="dodam-wb-explanation-title">{explanation.title}</strong>
        {explanation.line !== undefined ? <span className="badge text-bg-warning">{explanation.line}번째 줄</span> : null}
        {explanation.errorType ? <code className="small text-body-secondary">{explanation.errorType}</code> : null}
      </div>
      {explanation.code ? (
        <pre className="dodam-wb-explanation-code mb-2">
          <code>{explanation.code}</code>
        </pre>
      ) : null}
      <p className="mb-1">{explanation.explanation}</p>
      <p className="mb-0">
        <strong>이렇게 해 보세요: </strong>
        {explanation.suggestion}
      </p>
      {explanation.fix ? <FixSuggestion fix={explanation.fix} /> : null}
    </Alert>
  );
}
