// Roster import from a school file (issue 22): choose the class and the file (CSV in UTF-8 or CP949,
// or .xlsx), see every row with its problem first, then create the accounts and print sign-in cards.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { rosterLabel, type ManagedCourse, type MemberType, type RosterImportResponse } from '@dodam/contracts';
import { AppModal } from '@/components/ui/app-modal';
import { PrintSheet } from '@/components/ui/print-sheet';
import { errorMessage } from '@/lib/api/client';
import { importRoster } from './api-courses';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

const CARDS_PER_PAGE = 8;

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function RosterImportModal({ courses, onClose, onDone }: { courses: ManagedCourse[]; onClose: () => void; onDone: () => void }) {
  const [courseId, setCourseId] = useState('');
  const [memberType, setMemberType] = useState<MemberType>('student');
  const [file, setFile] = useState<string | null>(null);
  const [preview, setPreview] = useState<RosterImportResponse | null>(null);
  const run = useMutation({
    mutationFn: (dryRun: boolean) => importRoster(courseId, { file_base64: file ?? '', user_type: memberType, dry_run: dryRun }),
    onSuccess: (r) => {
      if (r.created) onDone();
      else setPreview(r);
    },
  });
  const course = courses.find((c) => c.id === courseId);
  const done = run.data?.created ? run.data : null;
  const bad = preview ? preview.rows.filter((r) => r.error).length : 0;
  const reset = () => {
    setPreview(null);
    run.reset();
  };

  return (
    <AppModal show onHide={onClose} size="xl" centered aria-labelledby="roster-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="roster-title" className="h5">
          {done ? '로그인 카드' : '명단 가져오기'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {done ? (
          <>
            <Alert variant="success">{done.message}</Alert>
            <p className="small">비밀번호는 이 창을 닫으면 다시 볼 수 없습니다. 첫 로그인 때 학생이 새 비밀번호를 정합니다.</p>
            <Table size="sm" className="small" data-testid="roster-accounts">
              <thead>
                <tr>
                  <th scope="col">번호</th>
                  <th scope="col">이름</th>
                  <th scope="col">아이디</th>
                  <th scope="col">임시 비밀번호</th>
                </tr>
              </thead>
              <tbody>
                {done.accounts.map((a) => (
                  <tr key={a.username}>
                    <td>{a.roster || '-'}</td>
                    <td>{a.name}</td>
                    <td className="font-monospace">{a.username}</td>
                    <td className="font-monospace">{a.password}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <PrintSheet
              items={done.accounts}
              perPage={CARDS_PER_PAGE}
              heading={`${course?.name ?? ''} 로그인 카드`}
              testId="signin-cards"
              render={(a) => (
                <div key={a.username} className="print-slip" data-testid="signin-card">
                  <div>
                    <div>{course?.name}</div>
                    <div className="fw-bold">
                      {a.roster ? `${a.roster} ` : ''}
                      {a.name}
                    </div>
                    <div>주소: {window.location.host}/login</div>
                    <div>
                      아이디: <span className="slip-code">{a.username}</span>
                    </div>
                    <div>
                      임시 비밀번호: <span className="slip-code">{a.password}</span>
                    </div>
                    <div>처음 로그인하면 새 비밀번호를 정합니다.</div>
                  </div>
                </div>
              )}
            />
          </>
        ) : (
          <>
            <p className="small text-body-secondary">
              학교 명단 파일(엑셀 .xlsx, 또는 CSV — 한글 엑셀의 CP949와 UTF-8 모두)을 올리세요. 머리글은 이름, 학년, 반, 번호, 학번, 아이디, 이메일(한글이나 영어) 중 있는 것만 쓰면 됩니다. 이름은 꼭 필요하고, 아이디가 없으면 학년·반·번호로 만들며(예: s20314), 이메일은 없어도 됩니다. 먼저 미리보기로 모든 행을 확인한 뒤 등록합니다.
            </p>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <Form.Select aria-label="등록할 과정" className="w-auto" value={courseId} onChange={(e) => { setCourseId(e.target.value); reset(); }}>
                <option value="">과정 선택</option>
                {courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Form.Select>
              <Form.Select aria-label="회원 유형" className="w-auto" value={memberType} onChange={(e) => { setMemberType(e.target.value as MemberType); reset(); }}>
                <option value="student">학생</option>
                <option value="teacher">강사</option>
              </Form.Select>
              <Form.Control
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label="명단 파일 선택"
                className="w-auto"
                onChange={(e) => {
                  const chosen = (e.target as HTMLInputElement).files?.[0];
                  reset();
                  setFile(null);
                  if (chosen) void toBase64(chosen).then(setFile);
                }}
              />
            </div>
            {run.isError && (
              <Alert variant="danger" role="alert">
                {errorMessage(run.error)}
              </Alert>
            )}
            {preview && (
              <>
                <Alert variant={bad ? 'warning' : 'info'} data-testid="roster-summary">
                  {preview.message}
                </Alert>
                <Table size="sm" className="small table-stack" data-testid="roster-preview">
                  <thead>
                    <tr>
                      <th scope="col">행</th>
                      <th scope="col">번호</th>
                      <th scope="col">이름</th>
                      <th scope="col">아이디</th>
                      <th scope="col">이메일</th>
                      <th scope="col">확인</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((r) => (
                      <tr key={r.line} className={r.error ? 'table-danger' : undefined}>
                        <td data-label="행">{r.line}</td>
                        <td data-label="번호">{rosterLabel(r) || '-'}</td>
                        <td data-label="이름">{r.name || '-'}</td>
                        <td data-label="아이디" className="font-monospace">
                          {r.username}
                          {r.username_generated && <span className="text-body-secondary"> (자동)</span>}
                        </td>
                        <td data-label="이메일">{r.email ?? '없음'}</td>
                        <td data-label="확인">{r.error ?? '등록 가능'}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <FocusSafeButton variant="outline-secondary" onClick={onClose} inactive={run.isPending}>
          닫기
        </FocusSafeButton>
        {done ? (
          <Button onClick={() => window.print()}>로그인 카드 인쇄</Button>
        ) : preview && bad === 0 ? (
          <FocusSafeButton onClick={() => run.mutate(false)} inactive={run.isPending}>
            {run.isPending ? <Spinner size="sm" aria-label="등록 중" /> : `${preview.rows.length}명 등록`}
          </FocusSafeButton>
        ) : (
          <FocusSafeButton onClick={() => run.mutate(true)} inactive={run.isPending || !courseId || !file}>
            {run.isPending ? <Spinner size="sm" aria-label="확인 중" /> : '미리보기'}
          </FocusSafeButton>
        )}
      </Modal.Footer>
    </AppModal>
  );
}
