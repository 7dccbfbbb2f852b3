// After login (issue 25): an account that got a retention notice sees when it would have been
// deleted, that signing in started the period over, the new date, and how to keep the account.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { z } from 'zod';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { formatDate } from '@/lib/format';
import type { RetentionNoticeView } from '@dodam/contracts';
import { setCurrentUser, useSession } from '@/lib/session/session-store';

const ackSchema = z.object({ message: z.string() });

export function RetentionBanner() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notice = user?.retention_notice;
  if (!user || !notice) return null;
  const acknowledge = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/me/privacy/retention-notice/ack', { method: 'POST', json: {}, schema: ackSchema });
      setCurrentUser({ ...user, retention_notice: null });
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <Alert variant="warning" className="m-3 mb-0" data-testid="retention-banner" aria-labelledby="retention-banner-title">
      <h2 id="retention-banner-title" className="h6 alert-heading">
        계정 보존 기간 안내
      </h2>
      <RetentionNoticeText notice={notice} />
      {error && (
        <p className="fw-semibold mb-2" role="alert">
          {error}
        </p>
      )}
      <FocusSafeButton size="sm" variant="outline-warning" className="dodam-alert-action is-warning" onClick={() => void acknowledge()} inactive={busy}>
        확인했어요
      </FocusSafeButton>
    </Alert>
  );
}

/** What the banner says: when the notice came, the date it announced, and the new date or how to keep the account. */
export function RetentionNoticeText({ notice }: { notice: RetentionNoticeView }) {
  return (
    <>
      <p className="mb-2">
        {formatDate(notice.noticed_at)}에 이 계정을 오래 쓰지 않아{notice.announced_delete_at ? ` ${formatDate(notice.announced_delete_at)}에` : ''} 계정과 학습 기록이 삭제된다는 안내를 보냈어요.
      </p>
      {notice.kept ? (
        <p className="mb-2">
          로그인해서 보존 기간이 다시 시작되었으니 이제 삭제되지 않아요. 앞으로 <strong>{formatDate(notice.delete_at)}</strong>까지 한 번도 쓰지 않으면 그때 삭제되고, 그 전에 다시 안내해요. 계정을 지키려면 가끔 로그인해서 쓰기만 하면 돼요.
        </p>
      ) : (
        <p className="mb-2">
          <strong>{formatDate(notice.delete_at)}</strong> 이후 계정이 삭제돼요. 계정을 지키려면 그 전에 도담을 사용해 주세요.
        </p>
      )}
    </>
  );
}
