// "새 버전이 있어요 — 새로 고침": a new version of the app is installed and waits. Nothing changes
// until the student presses the button (a page in use keeps running the version it opened with).
import Button from 'react-bootstrap/Button';
import { applyUpdate, useUpdateWaiting } from '@/lib/offline/update-state';

export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  return (
    <div role="status" aria-live="polite" className="dodam-update-prompt-slot">
      {waiting ? (
        <div className="dodam-update-prompt alert alert-info d-flex align-items-center gap-2 m-0 py-2" data-testid="update-prompt">
          <span>새 버전이 있어요 —</span>
          <Button size="sm" variant="primary" onClick={applyUpdate}>
            새로 고침
          </Button>
        </div>
      ) : null}
    </div>
  );
}
