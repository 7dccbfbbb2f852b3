import Alert from 'react-bootstrap/Alert';
import type { PythonErrorExplanation } from '@dodam/contracts';

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
    </Alert>
  );
}
