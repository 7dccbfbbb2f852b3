import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { isChunkLoadError, reloadOnceForChunk } from '@/lib/chunk-reload';

/** The Korean sentence for a route error (its English text stays in the console). */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.status === 404 ? '요청한 페이지를 찾을 수 없습니다.' : `화면을 불러오지 못했습니다. (오류 ${error.status})`;
  if (isChunkLoadError(error)) return '서버가 다시 시작되었거나 새 버전이 나와서 화면을 불러오지 못했어요. 다시 시도하면 이어서 할 수 있어요. 쓰던 코드는 저장되어 있어요.';
  return '화면을 표시하는 중에 문제가 생겼어요. 다시 시도해 주세요. 쓰던 코드는 저장되어 있어요.';
}

/**
 * Route-level error (a lazy chunk that failed, a render error): in Korean, with "다시 시도". A missing
 * chunk first heals itself with one reload at the same URL (lib/chunk-reload).
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  // Decided once: a reload is on its way, so the screen stays quiet meanwhile.
  const [reloading] = useState(() => chunk && reloadOnceForChunk());
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (reloading) {
    return (
      <Container className="py-5" role="status">
        <p>화면을 다시 불러오는 중…</p>
      </Container>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="py-5" role="alert">
      <title>오류 · 도담</title>
      <h1 className="h3">{notFound ? '찾을 수 없습니다' : '화면을 불러오지 못했습니다'}</h1>
      <Alert variant={notFound ? 'secondary' : 'warning'} className="mt-3">
        {routeErrorMessage(error)}
      </Alert>
      <div className="d-flex gap-2">
        {notFound ? null : <Button onClick={() => window.location.reload()}>다시 시도</Button>}
        <Link to="/" className={`btn ${notFound ? 'btn-primary' : 'btn-outline-primary'}`}>
          홈으로
        </Link>
      </div>
    </Container>
  );
}
