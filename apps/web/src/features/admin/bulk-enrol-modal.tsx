import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import Spinner from 'react-bootstrap/Spinner';
import { csvErrorLine, type ManagedCourse, type MemberType } from '@dodam/contracts';
import { ApiError, errorMessage } from '@/lib/api/client';
import { bulkEnrol } from './api-courses';
import { BulkEnrolResult } from './bulk-enrol-result';

/** CSV (username, email, full name) → approved, enrolled accounts; all or nothing. */
export function BulkEnrolModal({ courses, onClose, onDone }: { courses: ManagedCourse[]; onClose: () => void; onDone: () => void }) {
  const [courseId, setCourseId] = useState('');
  const [memberType, setMemberType] = useState<MemberType>('student');
  const [csv, setCsv] = useState('');
  const enrol = useMutation({ mutationFn: () => bulkEnrol(courseId, csv, memberType), onSuccess: onDone });
  const course = courses.find((c) => c.id === courseId);

  if (enrol.data && course) return <BulkEnrolResult courseName={course.name} result={enrol.data} onClose={onClose} />;
  const lineErrors = enrol.error instanceof ApiError ? enrol.error.errors.filter((e) => csvErrorLine(e.field) !== null) : [];
  return (
    <AppModal show onHide={onClose} size="lg" centered aria-labelledby="bulk-title">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          enrol.mutate();
        }}
      >
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id="bulk-title" className="h5">
            CSV 일괄 등록
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            한 줄에 한 명씩 <code>아이디,이메일,이름</code> 순서로 적어 주세요. 첫 줄이 머리글(username,email,full name)이면 건너뜁니다. 잘못된 줄이 하나라도 있으면 아무 계정도 만들지 않고 줄 번호와 이유를 알려 드립니다.
          </p>
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Form.Select aria-label="등록할 과정" className="w-auto" value={courseId} onChange={(e) => setCourseId(e.target.value)} required>
              <option value="">과정 선택</option>
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
            <Form.Select aria-label="회원 유형" className="w-auto" value={memberType} onChange={(e) => setMemberType(e.target.value as MemberType)}>
              <option value="student">학생</option>
              <option value="teacher">강사</option>
            </Form.Select>
            <Form.Control
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV 파일 선택"
              className="w-auto"
              onChange={(e) => {
                const file = (e.target as HTMLInputElement).files?.[0];
                if (file) void file.text().then(setCsv);
              }}
            />
          </div>
          <Form.Group controlId="bulk-csv">
            <Form.Label>CSV 내용</Form.Label>
            <Form.Control as="textarea" rows={8} className="font-monospace small" value={csv} onChange={(e) => setCsv(e.target.value)} placeholder={'username,email,full name\nkim01,kim01@school.kr,김민준'} required />
          </Form.Group>
          {enrol.isError && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              <div className="fw-semibold">{errorMessage(enrol.error)}</div>
              {lineErrors.length > 0 && (
                <ul className="mb-0 mt-1 small" data-testid="csv-errors">
                  {lineErrors.map((e) => (
                    <li key={e.field}>{e.message}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={enrol.isPending}>
            취소
          </Button>
          <Button type="submit" disabled={enrol.isPending || !courseId || !csv.trim()}>
            {enrol.isPending ? <Spinner size="sm" aria-label="등록 중" /> : '등록'}
          </Button>
        </Modal.Footer>
      </Form>
    </AppModal>
  );
}
