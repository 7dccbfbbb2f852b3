import { useSyncExternalStore } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { TIMINGS_MS } from '@dodam/contracts';

// A module-level queue so any code (mutations, event handlers) can raise a toast without context.
export interface ToastItem {
  id: number;
  text: string;
  variant: 'success' | 'danger' | 'info' | 'warning';
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(text: string, variant: ToastItem['variant'] = 'info'): void {
  items = [...items, { id: nextId++, text, variant }];
  emit();
}

function dismiss(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

const HEADINGS: Record<ToastItem['variant'], string> = { success: '완료', danger: '오류', info: '알림', warning: '주의' };

/** Toasts top-right, closing after 3 s (spec section 9). */
export function ToastHost() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 1090 }}>
      {current.map((item) => (
        <Toast key={item.id} onClose={() => dismiss(item.id)} delay={TIMINGS_MS.toast} autohide bg={item.variant === 'info' ? undefined : item.variant}>
          <Toast.Header closeLabel="닫기">
            <strong className="me-auto">{HEADINGS[item.variant]}</strong>
          </Toast.Header>
          <Toast.Body className={item.variant === 'danger' || item.variant === 'success' ? 'text-white' : undefined}>{item.text}</Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
