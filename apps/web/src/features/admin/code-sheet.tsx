import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import { PrintSheet } from '@/components/ui/print-sheet';
import type { RegistrationCode } from '@dodam/contracts';
import { formatDate } from '@/lib/format';

type Kind = 'student' | 'teacher';
const SLIPS_PER_PAGE = 8;

/** The registration link a slip's QR code opens: the code is filled in on step 2. */
function registerLink(code: string): string {
  return `${window.location.origin}/register?code=${encodeURIComponent(code)}`;
}

/**
 * Printable slips to cut and hand out: 8 per A4 page, each with the site address and a QR code.
 * Teacher codes print on their own "교사용" sheet, never among the student slips.
 */
export function CodeSheet({ courseName, codes, onClose }: { courseName: string; codes: RegistrationCode[]; onClose: () => void }) {
  const students = codes.filter((c) => c.user_type === 'student');
  const teachers = codes.filter((c) => c.user_type === 'teacher');
  const [kind, setKind] = useState<Kind>(students.length > 0 ? 'student' : 'teacher');
  const [qr, setQr] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    // qrcode is loaded only when a sheet is opened.
    void import('qrcode').then(async (QRCode) => {
      const entries = await Promise.all(codes.map(async (c) => [c.code, await QRCode.toDataURL(registerLink(c.code), { margin: 1, width: 240 })] as const));
      if (live) setQr(Object.fromEntries(entries));
    });
    return () => {
      live = false;
    };
  }, [codes]);
  const shown = kind === 'student' ? students : teachers;
  const heading = `${courseName} 등록 코드 (${kind === 'student' ? '학생용' : '교사용'})`;
  const site = window.location.host;
  return (
    <AppModal show onHide={onClose} size="lg" centered aria-labelledby="code-sheet-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="code-sheet-title" className="h5">
          등록 코드 인쇄
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group className="mb-3">
          <Form.Label as="div">인쇄할 코드</Form.Label>
          <Form.Check type="radio" name="sheet-kind" id="sheet-student" label={`학생용 (${students.length}개)`} checked={kind === 'student'} disabled={students.length === 0} onChange={() => setKind('student')} />
          <Form.Check type="radio" name="sheet-kind" id="sheet-teacher" label={`교사용 (${teachers.length}개, 따로 인쇄)`} checked={kind === 'teacher'} disabled={teachers.length === 0} onChange={() => setKind('teacher')} />
        </Form.Group>
        <p className="small mb-1">
          A4 한 장에 {SLIPS_PER_PAGE}개씩, {Math.ceil(shown.length / SLIPS_PER_PAGE)}쪽으로 인쇄됩니다. 각 쪽지에는 사이트 주소({site})와 회원가입 화면을 여는 QR 코드가 들어갑니다.
        </p>
        {kind === 'teacher' && <p className="small text-danger mb-1">교사용 코드는 학생에게 나눠 주지 마세요. 이 코드로 가입하면 관리자가 승인해야 강사가 됩니다.</p>}
        <ul className="small font-monospace mb-0" data-testid="sheet-codes">
          {shown.map((c) => (
            <li key={c.code}>{c.code}</li>
          ))}
        </ul>
        <PrintSheet
          items={shown}
          perPage={SLIPS_PER_PAGE}
          heading={heading}
          testId="code-print-sheet"
          render={(c) => (
            <div key={c.code} className={`print-slip${kind === 'teacher' ? ' teacher-slip' : ''}`} data-testid="code-slip">
              {qr[c.code] ? <img src={qr[c.code]} alt="" /> : null}
              <div>
                {kind === 'teacher' && <div className="fw-bold">교사용</div>}
                <div>{courseName}</div>
                <div className="slip-code">{c.code}</div>
                <div>
                  {site}/register 에서 가입하거나 QR 코드를 찍으세요.
                  {c.expires_at ? ` (${formatDate(c.expires_at)}까지)` : ''}
                </div>
              </div>
            </div>
          )}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          닫기
        </Button>
        <Button onClick={() => window.print()} disabled={shown.length === 0}>
          {kind === 'student' ? '학생용 인쇄' : '교사용 인쇄'}
        </Button>
      </Modal.Footer>
    </AppModal>
  );
}
