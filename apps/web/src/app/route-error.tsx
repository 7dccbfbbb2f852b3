import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';

export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '알 수 없는 오류';
}

/** Route-level render error (spec section 2): the fixed English heading plus the message. */
export function RouteError() {
  const error = useRouteError();
  const message = routeErrorMessage(error);
  // A lazy route chunk that no longer exists (after a deploy) heals with a reload.
  const chunkFailure = /dynamically imported module|Loading chunk|Importing a module script failed/i.test(message);
  console.error(error);
  return (
    <Container className="py-5" role="alert">
      <title>오류 · 도담</title>
      <h1 className="h3">Unexpected Application Error!</h1>
      <Alert variant="danger" className="mt-3">
        <pre className="mb-0 text-wrap" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </pre>
      </Alert>
      <div className="d-flex gap-2">
        {chunkFailure && <Button onClick={() => window.location.reload()}>새로고침</Button>}
        <Link to="/" className="btn btn-outline-primary">
          홈으로
        </Link>
      </div>
    </Container>
  );
}
