// "서버에 다시 연결하는 중…": shown while the server is unreachable, gone by itself when it answers
// (lib/connection). A thin bar over the screen, never instead of it: nothing the student sees or
// typed is taken away.
import { useReconnecting } from '@/lib/connection';
import { useQueueSnapshot } from '@/lib/action-queue';

export function ConnectionBanner() {
  const reconnecting = useReconnecting();
  const waiting = useQueueSnapshot().length;
  return (
    <div role="status" aria-live="polite" className="dodam-connection-banner-slot">
      {reconnecting ? (
        <div className="dodam-connection-banner" data-testid="connection-banner">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> 서버에 다시 연결하는 중…
          {waiting > 0 ? <span className="ms-2">저장할 작업 {waiting}개는 이 기기에 보관했다가 연결되면 보내요.</span> : null}
        </div>
      ) : null}
    </div>
  );
}
