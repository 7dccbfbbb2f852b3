import Spinner from 'react-bootstrap/Spinner';

/** Shown while the session is being restored or a route module loads (spec section 2: 'loading'). */
export function FullScreenSpinner({ label = '불러오는 중…' }: { label?: string }) {
  return (
    <div className="d-flex flex-column align-items-center justify-content-center gap-3 min-vh-100" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="text-body-secondary small">
        <span className="visually-hidden">loading </span>
        {label}
      </span>
    </div>
  );
}
