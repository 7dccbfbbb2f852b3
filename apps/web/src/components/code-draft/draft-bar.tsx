// What an editor's draft is doing, beside the editor: saved / waiting for the server, "시작 코드로
// 되돌리기", and a notice with an undo after a reset or after a newer draft from another tab or
// device replaced the code.
import Button from 'react-bootstrap/Button';
import type { CodeDraft } from '@/lib/drafts';
import { useReconnecting } from '@/lib/connection';
import './draft-bar.css';

const NOTICE_TEXT = {
  reset: '시작 코드로 되돌렸어요.',
  replaced: '다른 창이나 기기에서 더 최근에 저장한 코드를 불러왔어요.',
  kept: '다른 창의 코드보다 이 화면의 코드가 더 최근이라 이 코드로 저장했어요.',
} as const;

export function DraftResetButton({ draft, disabled }: { draft: CodeDraft; disabled?: boolean }) {
  return (
    <Button variant="outline-secondary" onClick={draft.resetToStarter} disabled={disabled || !draft.restored}>
      시작 코드로 되돌리기
    </Button>
  );
}

export function DraftStatus({ draft }: { draft: CodeDraft }) {
  const reconnecting = useReconnecting();
  const state = draft.saved ? '자동 저장됨' : reconnecting ? '이 기기에 보관 중 · 연결되면 저장돼요' : '저장 중…';
  const notice = draft.notice;
  return (
    <div className="dodam-draft-bar small">
      <span className="text-body-secondary" data-testid="draft-status" data-saved={draft.saved ? 'true' : 'false'}>
        {draft.restored ? state : ''}
      </span>
      {notice ? (
        <span role="status" className="dodam-draft-notice" data-testid="draft-notice">
          {NOTICE_TEXT[notice.kind]}{' '}
          {notice.kind !== 'kept' ? (
            <Button variant="link" size="sm" className="p-0 align-baseline" onClick={draft.undo}>
              {notice.kind === 'reset' ? '되돌리기 취소' : '이 화면의 코드로 되돌리기'}
            </Button>
          ) : null}{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline text-body-secondary" onClick={draft.dismissNotice} aria-label="알림 닫기">
            닫기
          </Button>
        </span>
      ) : null}
    </div>
  );
}
