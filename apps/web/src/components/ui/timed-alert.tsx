import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { TIMINGS_MS } from '@dodam/contracts';

export interface BannerMessage {
  /** Changes with every new message so an identical text restarts the timer. */
  id: number;
  variant: 'success' | 'danger' | 'warning' | 'info';
  text: string;
}

/** Success/error banner that closes itself after 5 s (spec section 8) or on demand. */
export function TimedAlert({ message, onClose, delayMs = TIMINGS_MS.banner }: { message: BannerMessage | null; onClose: () => void; delayMs?: number }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, delayMs);
    return () => clearTimeout(timer);
  }, [message, onClose, delayMs]);
  if (!message) return null;
  return (
    // No fade transition: with one, react-bootstrap drops extra props such as the role.
    <Alert variant={message.variant} dismissible closeLabel="닫기" onClose={onClose} transition={false} role={message.variant === 'danger' ? 'alert' : 'status'}>
      {message.text}
    </Alert>
  );
}
