import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { AppModal } from '@/components/ui/app-modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ADMIN_MSG, CODE_STATUS_LABELS, MEMBER_TYPE_LABELS, type GenerateCodesInput, type ManagedCourse, type RegistrationCode } from '@dodam/contracts';
import { TimedAlert } from '@/components/ui/timed-alert';
import { errorMessage } from '@/lib/api/client';
import { formatDate, formatDateTime } from '@/lib/format';
import { adminKeys, expireCodes, fetchCodes, generateCodes, reissueCodes } from './api-courses';
import { CodeGenerateForm } from './code-generate-form';
import { CodeSheet } from './code-sheet';
import { ConfirmModal } from './confirm-modal';
import { useBanner } from './use-banner';

const STATUS_BG = { active: 'success', expired: 'secondary', used_up: 'primary' } as const;

/** Registration codes of one course: generate, print, expire, reissue, see who used them. */
export function CodesModal({ course, onClose }: { course: ManagedCourse; onClose: () => void }) {
  const queryClient = useQueryClient();
  const codes = useQuery({ queryKey: adminKeys.codes(course.id), queryFn: () => fetchCodes(course.id) });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sheet, setSheet] = useState<RegistrationCode[] | null>(null);
  const [confirm, setConfirm] = useState<'expire' | 'reissue' | null>(null);
  const { banner, close, success, failure } = useBanner();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.codes(course.id) });

  const generate = useMutation({
    mutationFn: (input: GenerateCodesInput) => generateCodes(course.id, input),
    onSuccess: (r) => {
      success(`등록 코드 ${r.codes.length}개를 만들었습니다.`);
      setSheet(r.codes);
    },
    onError: (e) => failure(e, ADMIN_MSG.codeGenerationFailed),
    onSettled: refresh,
  });
  const act = useMutation({
    mutationFn: (kind: 'expire' | 'reissue') => (kind === 'expire' ? expireCodes(course.id, [...selected]) : reissueCodes(course.id, [...selected])),
    onSuccess: (r, kind) => {
      success(kind === 'expire' ? `코드 ${r.expired}개를 만료했습니다.` : `코드 ${r.expired}개를 만료하고 새 코드 ${r.codes.length}개를 발급했습니다.`);
      if (kind === 'reissue') setSheet(r.codes);
      setSelected(new Set());
    },
    onError: (e) => failure(e),
    onSettled: () => {
      setConfirm(null);
      refresh();
    },
  });

  const list = codes.data?.codes ?? [];
  const toggle = (code: string) => setSelected((s) => (s.has(code) ? new Set([...s].filter((c) => c !== code)) : new Set(s).add(code)));
  const active = list.filter((c) => c.status === 'active');
  const count = (status: RegistrationCode['status']) => list.filter((c) => c.status === status).length;
  return (
    <>
      <AppModal show={!sheet && !confirm} onHide={onClose} size="xl" centered aria-labelledby="codes-title">
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id="codes-title" className="h5">
            {course.name} 등록 코드
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TimedAlert message={banner} onClose={close} />
          <CodeGenerateForm busy={generate.isPending} onGenerate={(input) => generate.mutate(input)} />
          <div className="d-flex flex-wrap gap-2 align-items-center mb-2 small">
            <span>
              전체 {list.length} · 사용 가능 {count('active')} · 사용 완료 {count('used_up')} · 만료 {count('expired')} · 사용 {list.reduce((n, c) => n + c.used_count, 0)}회
            </span>
            <div className="ms-auto d-flex flex-wrap gap-1">
              <Button size="sm" variant="outline-secondary" disabled={active.length === 0} onClick={() => setSheet(active)}>
                사용 가능 코드 인쇄
              </Button>
              <Button size="sm" variant="outline-warning" disabled={selected.size === 0} onClick={() => setConfirm('expire')}>
                선택 만료
              </Button>
              <Button size="sm" variant="outline-primary" disabled={selected.size === 0} onClick={() => setConfirm('reissue')}>
                선택 재발급
              </Button>
            </div>
          </div>
          {codes.isPending ? (
            <Spinner aria-label="코드를 불러오는 중" />
          ) : codes.isError ? (
            <Alert variant="danger">{errorMessage(codes.error)}</Alert>
          ) : list.length === 0 ? (
            <p className="text-body-secondary">아직 만든 코드가 없습니다.</p>
          ) : (
            <Table size="sm" className="align-middle small table-stack" data-testid="codes-table">
              <thead>
                <tr>
                  <th scope="col">선택</th>
                  <th scope="col">코드</th>
                  <th scope="col">유형</th>
                  <th scope="col">사용</th>
                  <th scope="col">만료일</th>
                  <th scope="col">상태</th>
                  <th scope="col">사용자</th>
                </tr>
              </thead>
              <tbody>
                {codes.data.codes.map((c) => (
                  <tr key={c.code}>
                    <td data-label="선택">
                      <Form.Check aria-label={`${c.code} 선택`} checked={selected.has(c.code)} onChange={() => toggle(c.code)} />
                    </td>
                    <td data-label="코드">
                      <code>{c.code}</code>
                      {c.auto_approve && <Badge bg="info" text="dark" className="ms-1">자동 승인</Badge>}
                    </td>
                    <td data-label="유형">{MEMBER_TYPE_LABELS[c.user_type]}</td>
                    <td data-label="사용">
                      {c.used_count}/{c.max_uses}
                    </td>
                    <td data-label="만료일">{formatDate(c.expires_at, '없음')}</td>
                    <td data-label="상태">
                      <Badge bg={STATUS_BG[c.status]}>{CODE_STATUS_LABELS[c.status]}</Badge>
                    </td>
                    <td data-label="사용자">{c.uses.length === 0 ? '-' : c.uses.map((u) => `${u.username ?? '탈퇴'} (${formatDateTime(u.used_at)})`).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Modal.Body>
      </AppModal>
      {sheet && <CodeSheet courseName={course.name} codes={sheet} onClose={() => setSheet(null)} />}
      <ConfirmModal
        show={confirm !== null}
        title={confirm === 'expire' ? '코드 만료' : '코드 재발급'}
        confirmLabel={confirm === 'expire' ? '만료' : '재발급'}
        variant="warning"
        busy={act.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && act.mutate(confirm)}
      >
        <p className="mb-0">선택한 코드 {selected.size}개를 {confirm === 'expire' ? '만료할까요? 더 이상 가입에 쓸 수 없습니다.' : '만료하고 같은 설정의 새 코드를 발급할까요?'}</p>
      </ConfirmModal>
    </>
  );
}
