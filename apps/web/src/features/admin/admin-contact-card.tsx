// The admin contact (issue 22): set once, shown on the pending and rejected screens.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { adminContactSchema } from '@dodam/contracts';
import { apiRequest, errorMessage } from '@/lib/api/client';

const fetchContact = () => apiRequest('/admin/settings/contact', { query: { _t: String(Date.now()) }, schema: adminContactSchema, auth: 'admin' });
const saveContact = (contact: string) => apiRequest('/admin/settings/contact', { method: 'PUT', json: { contact }, schema: adminContactSchema, auth: 'admin' });

export function AdminContactCard() {
  const contact = useQuery({ queryKey: ['admin', 'settings', 'contact'], queryFn: fetchContact });
  return (
    <Card className="mb-3">
      <Card.Body>
        <h3 className="h6">관리자 연락처</h3>
        <p className="small text-body-secondary mb-2">승인 대기·거부 화면에 표시됩니다. 예: 정보부 김도담 선생님 · 교무실 02-123-4567</p>
        {contact.isPending ? <Spinner size="sm" aria-label="연락처를 불러오는 중" /> : contact.isError ? <Alert variant="danger">{errorMessage(contact.error)}</Alert> : <ContactForm initial={contact.data.contact} />}
      </Card.Body>
    </Card>
  );
}

function ContactForm({ initial }: { initial: string }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(initial);
  const save = useMutation({
    mutationFn: () => saveContact(value),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'settings', 'contact'] });
      void queryClient.invalidateQueries({ queryKey: ['public', 'config'] });
    },
  });
  return (
    <Form
      className="d-flex flex-wrap gap-2 align-items-start"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Form.Control aria-label="관리자 연락처" className="flex-grow-1 w-auto" maxLength={200} value={value} onChange={(e) => setValue(e.target.value)} />
      <Button type="submit" variant="outline-primary" disabled={save.isPending}>
        {save.isPending ? '저장 중…' : '연락처 저장'}
      </Button>
      {save.isSuccess && (
        <span role="status" className="small text-success align-self-center">
          저장했습니다.
        </span>
      )}
      {save.isError && <Alert variant="danger" className="w-100 mb-0">{errorMessage(save.error)}</Alert>}
    </Form>
  );
}
