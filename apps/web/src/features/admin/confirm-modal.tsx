import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import Spinner from 'react-bootstrap/Spinner';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

interface ConfirmModalProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  variant?: 'danger' | 'primary' | 'warning';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Every destructive admin action (delete, remove, expire, reset) asks first (spec section 5). */
export function ConfirmModal({ show, title, children, confirmLabel, variant = 'danger', busy = false, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <AppModal show={show} onHide={onCancel} centered aria-labelledby="confirm-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="confirm-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <FocusSafeButton variant="outline-secondary" onClick={onCancel} inactive={busy}>
          취소
        </FocusSafeButton>
        <FocusSafeButton variant={variant} onClick={onConfirm} inactive={busy}>
          {busy ? <Spinner size="sm" aria-label="처리 중" /> : confirmLabel}
        </FocusSafeButton>
      </Modal.Footer>
    </AppModal>
  );
}
