import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import type { RegistrationCode } from '@dodam/contracts';
import { formatDate } from '@/lib/format';

/** A printable sheet of codes to cut into slips and hand out in class. */
export function CodeSheet({ courseName, codes, onClose }: { courseName: string; codes: RegistrationCode[]; onClose: () => void }) {
  useEffect(() => {
    // Only the sheet is printed while it is open (see .printing-sheet in app.css).
    document.body.classList.add('printing-sheet');
    return () => document.body.classList.remove('printing-sheet');
  }, []);
  return (
    <AppModal show onHide={onClose} size="xl" centered aria-labelledby="code-sheet-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="code-sheet-title" className="h5">
          등록 코드 인쇄 ({codes.length}개)
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="print-area">
          <h2 className="h5">{courseName} 등록 코드</h2>
          <div className="code-sheet">
            {codes.map((c) => (
              <div key={c.code} className="code-slip">
                <div className="small">{courseName}</div>
                <div className="fs-5 fw-bold font-monospace">{c.code}</div>
                <div className="small">
                  도담 회원가입 2단계에서 입력하세요.{c.expires_at ? ` (${formatDate(c.expires_at)}까지)` : ''}
                </div>
              </div>
            ))}
          </div>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          닫기
        </Button>
        <Button onClick={() => window.print()}>인쇄</Button>
      </Modal.Footer>
    </AppModal>
  );
}
