// Issue 9: teachers of the course read tutor conversations; students are told once, on the chat itself.
import { useCallback, useState } from 'react';
import { Button } from 'react-bootstrap';
import { EyeIcon } from '@/components/ui/icons';

const NOTICE_KEY = 'dodam.tutor.teacherNotice';

function noticeSeen(): boolean {
  try {
    return window.localStorage.getItem(NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the notice still shows, and how to dismiss it for good (button, or the first question). */
export function useTeacherNotice() {
  const [show, setShow] = useState(() => !noticeSeen());
  const dismiss = useCallback(() => {
    setShow(false);
    try {
      window.localStorage.setItem(NOTICE_KEY, '1');
    } catch {
      // Private mode: the notice shows again next time, which is harmless.
    }
  }, []);
  return { show, dismiss };
}

export function TeacherNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="dodam-tutor-chat__notice small" role="note" data-testid="tutor-teacher-notice">
      <span>
        <EyeIcon className="me-1" />
        선생님도 튜터 대화 기록을 볼 수 있어요.
      </span>
      <Button size="sm" variant="link" className="p-0 ms-2" onClick={onDismiss}>
        알겠어요
      </Button>
    </div>
  );
}
