import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import { MEMBER_TYPE_LABELS, type RegisterResponse } from '@dodam/contracts';
import { ApprovalStatusBadge } from '@/components/ui/status-badge';
import { usePublicConfig } from '@/lib/public-config';

export function SuccessModal({ result, onGoToLogin }: { result: RegisterResponse | null; onGoToLogin: () => void }) {
  // Promise an e-mail only when a mail server is set and an address was given (issue 22).
  const config = usePublicConfig();
  const mail = config.data?.mail_delivery === 'smtp' && Boolean(result?.user.email);
  return (
    <AppModal show={result !== null} backdrop="static" keyboard={false} centered aria-labelledby="register-success-title">
      <Modal.Header>
        <Modal.Title id="register-success-title">{result?.user.approval_status === 'approved' ? '회원가입이 완료되었습니다' : '회원가입 신청이 완료되었습니다'}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{result?.message}</p>
        {result?.user.guardian_status === 'pending' && (
          <p className="small" data-testid="guardian-pending-note">
            보호자에게 동의 메일을 보냈어요. 보호자가 메일의 링크에서 동의하면 계정을 쓸 수 있어요.
          </p>
        )}
        {result?.user.approval_status !== 'approved' && <p className="text-body-secondary small">{mail ? '관리자가 승인하면 로그인할 수 있으며, 결과는 등록한 이메일로 안내해 드립니다.' : '관리자가 승인하면 로그인할 수 있습니다. 안내 메일은 보내지 않으니 잠시 후 로그인해 확인해 주세요.'}</p>}
        <h2 className="h6">신청한 과정</h2>
        <ListGroup>
          {result?.course_registrations.map((registration) => (
            <ListGroup.Item key={registration.id} className="d-flex justify-content-between align-items-center gap-2">
              <div>
                <div className="fw-semibold">{registration.course_name}</div>
                <div className="small text-body-secondary">
                  {registration.course_category} · {MEMBER_TYPE_LABELS[registration.user_type]}
                </div>
              </div>
              <ApprovalStatusBadge status={registration.status} />
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onGoToLogin}>로그인 화면으로</Button>
      </Modal.Footer>
    </AppModal>
  );
}

export function DuplicateModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <AppModal show={message !== null} onHide={onClose} centered aria-labelledby="register-duplicate-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="register-duplicate-title">이미 사용 중인 정보입니다</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>기본 정보 수정하기</Button>
      </Modal.Footer>
    </AppModal>
  );
}
