import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import type { GenerateCodesInput, MemberType } from '@dodam/contracts';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

/** Generate N codes: member type, uses per code, optional expiry date, auto-approve. */
export function CodeGenerateForm({ busy, onGenerate }: { busy: boolean; onGenerate: (input: GenerateCodesInput) => void }) {
  const [count, setCount] = useState('30');
  const [userType, setUserType] = useState<MemberType>('student');
  const [maxUses, setMaxUses] = useState('1');
  const [expires, setExpires] = useState('');
  const [autoApprove, setAutoApprove] = useState(true);
  return (
    <Form
      className="border rounded p-3 mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        onGenerate({ count: Number(count), user_type: userType, max_uses: Number(maxUses), expires_at: expires || null, auto_approve: userType === 'student' && autoApprove });
      }}
    >
      <h3 className="h6">코드 생성</h3>
      <Row className="g-2 align-items-end">
        <Col xs={6} md={2}>
          <Form.Group controlId="code-count">
            <Form.Label className="small">개수</Form.Label>
            <Form.Control size="sm" type="number" min={1} max={200} value={count} onChange={(e) => setCount(e.target.value)} required />
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="code-type">
            <Form.Label className="small">회원 유형</Form.Label>
            <Form.Select size="sm" value={userType} onChange={(e) => setUserType(e.target.value as MemberType)}>
              <option value="student">학생</option>
              <option value="teacher">강사</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="code-uses">
            <Form.Label className="small">코드당 사용 횟수</Form.Label>
            <Form.Control size="sm" type="number" min={1} max={1000} value={maxUses} onChange={(e) => setMaxUses(e.target.value)} required />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="code-expires">
            <Form.Label className="small">만료일 (선택)</Form.Label>
            <Form.Control size="sm" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
          </Form.Group>
        </Col>
        <Col xs={12} md={3}>
          <Form.Check
            type="switch"
            id="code-auto"
            label="자동 승인"
            // A teacher code always waits for an admin (the server refuses it too).
            checked={userType === 'student' && autoApprove}
            disabled={userType === 'teacher'}
            aria-describedby="code-auto-help"
            onChange={(e) => setAutoApprove(e.target.checked)}
          />
          <FocusSafeButton type="submit" size="sm" className="mt-1 w-100" inactive={busy}>
            {busy ? <Spinner size="sm" aria-label="생성 중" /> : '생성'}
          </FocusSafeButton>
        </Col>
      </Row>
      <div className="form-text" id="code-auto-help">
        {userType === 'teacher'
          ? '교사용 코드로 가입하면 관리자가 승인해야 강사가 됩니다. 교사용 코드는 학생용과 따로 인쇄됩니다.'
          : '자동 승인 코드로 가입한 학생은 관리자 승인 없이 바로 로그인할 수 있습니다.'}
      </div>
    </Form>
  );
}
