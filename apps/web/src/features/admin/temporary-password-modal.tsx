import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';

/** The one-time temporary password: shown once, never stored by the browser. */
export function TemporaryPasswordModal({ username, password, onClose }: { username: string; password: string; onClose: () => void }) {
  return (
    <AppModal show onHide={onClose} centered backdrop="static" aria-labelledby="temp-password-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="temp-password-title" className="h5">
          임시 비밀번호
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{username} 님의 임시 비밀번호입니다. 이 창을 닫으면 다시 볼 수 없습니다.</p>
        <p className="fs-3 font-monospace fw-bold text-center user-select-all" data-testid="temporary-password">
          {password}
        </p>
        <Alert variant="info" className="small mb-0">
          사용자는 이 비밀번호로 로그인한 뒤 새 비밀번호를 정해야 합니다. 다른 기기의 로그인은 모두 해제되었습니다.
        </Alert>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => void navigator.clipboard?.writeText(password)}>
          복사
        </Button>
        <Button onClick={onClose}>확인</Button>
      </Modal.Footer>
    </AppModal>
  );
}
