import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import Table from 'react-bootstrap/Table';
import type { BulkEnrolResponse } from '@dodam/contracts';

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Generated passwords, shown once: printable sheet and CSV download. */
export function BulkEnrolResult({ courseName, result, onClose }: { courseName: string; result: BulkEnrolResponse; onClose: () => void }) {
  useEffect(() => {
    document.body.classList.add('printing-sheet');
    return () => document.body.classList.remove('printing-sheet');
  }, []);
  const download = () => {
    const lines = ['username,email,full name,password', ...result.accounts.map((a) => [a.username, a.email, a.full_name, a.password].map(csvCell).join(','))];
    const url = URL.createObjectURL(new Blob([`\uFEFF${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${courseName}-accounts.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <AppModal show onHide={onClose} size="lg" centered backdrop="static" aria-labelledby="bulk-result-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="bulk-result-title" className="h5">
          등록 완료
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning" className="small">
          {result.message} 창을 닫기 전에 인쇄하거나 CSV로 내려받아 학생들에게 나눠 주세요. 첫 로그인 때 새 비밀번호를 정하게 됩니다.
        </Alert>
        <div className="print-area">
          <h2 className="h6">{courseName} 계정</h2>
          <Table size="sm" className="small table-stack" data-testid="bulk-accounts">
            <thead>
              <tr>
                <th scope="col">아이디</th>
                <th scope="col">이름</th>
                <th scope="col">이메일</th>
                <th scope="col">임시 비밀번호</th>
              </tr>
            </thead>
            <tbody>
              {result.accounts.map((a) => (
                <tr key={a.username}>
                  <td data-label="아이디">{a.username}</td>
                  <td data-label="이름">{a.full_name}</td>
                  <td data-label="이메일">{a.email}</td>
                  <td data-label="임시 비밀번호" className="font-monospace">
                    {a.password}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={download}>
          CSV 내려받기
        </Button>
        <Button variant="outline-secondary" onClick={() => window.print()}>
          인쇄
        </Button>
        <Button onClick={onClose}>닫기</Button>
      </Modal.Footer>
    </AppModal>
  );
}
