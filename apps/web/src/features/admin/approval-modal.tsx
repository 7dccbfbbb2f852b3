import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import Spinner from 'react-bootstrap/Spinner';
import { MEMBER_TYPE_LABELS, approvalActionSchema, type ApprovalRequest } from '@dodam/contracts';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

export type ApprovalDecision = 'approve' | 'reject';

export interface DecisionInput {
  registrationCode: string;
  rejectionReason: string;
  adminMessage: string;
}

const codeSchema = approvalActionSchema.shape.registration_code;

/** Approve/reject dialog (spec section 5): a rejection needs a reason, an approval code is optional. */
export function ApprovalModal({
  request,
  decision,
  busy,
  onCancel,
  onConfirm,
}: {
  request: ApprovalRequest | null;
  decision: ApprovalDecision;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (input: DecisionInput) => void;
}) {
  const ids = useId();
  const [registrationCode, setRegistrationCode] = useState('');
  const [rejectionReason, setRejectionReason] = useState('');
  const [adminMessage, setAdminMessage] = useState('');
  const approve = decision === 'approve';
  const codeCheck = codeSchema.safeParse(registrationCode);
  const codeError = approve && !codeCheck.success ? (codeCheck.error.issues[0]?.message ?? '') : null;
  const canConfirm = !busy && (approve ? codeError === null : rejectionReason.trim() !== '');

  return (
    <AppModal show={request !== null} onHide={busy ? undefined : onCancel} centered aria-labelledby={`${ids}-title`}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirm) onConfirm({ registrationCode: registrationCode.trim(), rejectionReason: rejectionReason.trim(), adminMessage: adminMessage.trim() });
        }}
        noValidate
      >
        <Modal.Header closeButton={!busy} closeLabel="닫기">
          <Modal.Title id={`${ids}-title`}>{approve ? '가입 신청 승인' : '가입 신청 거부'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {request && (
            <dl className="row small bg-body-tertiary rounded p-2 mx-0 mb-3">
              <dt className="col-4">신청자</dt>
              <dd className="col-8 text-break">
                {request.username} ({request.email})
              </dd>
              <dt className="col-4">과정</dt>
              <dd className="col-8">
                {request.course_name} · {MEMBER_TYPE_LABELS[request.user_type]}
              </dd>
              {request.registration_message && (
                <>
                  <dt className="col-4">신청 메시지</dt>
                  <dd className="col-8 mb-0">{request.registration_message}</dd>
                </>
              )}
            </dl>
          )}
          {approve ? (
            <Form.Group className="mb-3" controlId={`${ids}-code`}>
              <Form.Label>
                승인 코드 <span className="text-body-secondary small">(선택)</span>
              </Form.Label>
              <Form.Control
                value={registrationCode}
                onChange={(e) => setRegistrationCode(e.target.value)}
                placeholder="비워 두면 자동으로 생성됩니다"
                spellCheck={false}
                maxLength={32}
                isInvalid={codeError !== null && registrationCode !== ''}
              />
              <Form.Control.Feedback type="invalid">{codeError}</Form.Control.Feedback>
            </Form.Group>
          ) : (
            <Form.Group className="mb-3" controlId={`${ids}-reason`}>
              <Form.Label>
                거부 사유 <span className="text-danger">(필수)</span>
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={rejectionReason}
                onChange={(e) => setRejectionReason(e.target.value)}
                maxLength={500}
                required
                aria-describedby={`${ids}-reason-help`}
              />
              <Form.Text id={`${ids}-reason-help`}>신청자에게 안내되는 사유입니다. 거부하려면 반드시 입력해야 합니다.</Form.Text>
            </Form.Group>
          )}
          <Form.Group controlId={`${ids}-message`}>
            <Form.Label>
              관리자 메시지 <span className="text-body-secondary small">(선택)</span>
            </Form.Label>
            <Form.Control as="textarea" rows={2} value={adminMessage} onChange={(e) => setAdminMessage(e.target.value)} maxLength={1000} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <FocusSafeButton variant="outline-secondary" onClick={onCancel} inactive={busy}>
            취소
          </FocusSafeButton>
          <Button type="submit" variant={approve ? 'success' : 'danger'} disabled={!canConfirm}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {approve ? '승인' : '거부'}
          </Button>
        </Modal.Footer>
      </Form>
    </AppModal>
  );
}
