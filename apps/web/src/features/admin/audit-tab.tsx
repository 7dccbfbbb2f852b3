import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, type AuditEntry } from '@dodam/contracts';
import { errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { adminKeys } from './api-courses';
import { AUDIT_PAGE, fetchAudit, type AuditFilters } from './api-users';


function detailText(e: AuditEntry): string {
  const d = e.details;
  const parts: string[] = [];
  if (e.related_names?.length) parts.push(e.related_names.join(', '));
  if (typeof d.username === 'string') parts.push(d.username);
  if (typeof d.name === 'string') parts.push(d.name);
  if (typeof d.count === 'number') parts.push(`${d.count}개`);
  if (typeof d.from === 'string' && typeof d.to === 'string') parts.push(`${d.from} → ${d.to}`);
  if (Array.isArray(d.codes)) parts.push(d.codes.join(', '));
  if (typeof d.reason === 'string') parts.push(`사유: ${d.reason}`);
  if (typeof d.registration_code === 'string') parts.push(`코드 ${d.registration_code}`);
  return parts.join(' · ') || '-';
}

/** 감사 기록: who did what to which target, when; filters by action, actor and dates. */
export default function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>({ action: '', actor: '', from: '', to: '', offset: 0 });
  const audit = useQuery({ queryKey: adminKeys.audit(filters), queryFn: () => fetchAudit(filters), placeholderData: keepPreviousData });
  const set = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, offset: 0, ...patch }));
  const total = audit.data?.total ?? 0;
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="h5">
        감사 기록 {audit.data && <span className="small text-body-secondary">({total}건)</span>}
      </h2>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Form.Select aria-label="작업 종류" className="w-auto" value={filters.action} onChange={(e) => set({ action: e.target.value as AuditFilters['action'] })}>
          <option value="">모든 작업</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </Form.Select>
        <Form.Control aria-label="관리자 이름" placeholder="관리자" value={filters.actor} onChange={(e) => set({ actor: e.target.value })} style={{ maxWidth: '10rem' }} />
        <Form.Control type="date" aria-label="시작일" className="w-auto" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        <Form.Control type="date" aria-label="종료일" className="w-auto" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
      </div>
      {audit.isPending ? (
        <Spinner aria-label="감사 기록을 불러오는 중" />
      ) : audit.isError ? (
        <Alert variant="danger">{errorMessage(audit.error)}</Alert>
      ) : audit.data.entries.length === 0 ? (
        <p className="text-body-secondary">기록이 없습니다.</p>
      ) : (
        <Table size="sm" className="small align-middle table-stack" data-testid="audit-table">
          <thead>
            <tr>
              <th scope="col">일시</th>
              <th scope="col">관리자</th>
              <th scope="col">작업</th>
              <th scope="col">대상</th>
              <th scope="col">내용</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.entries.map((e) => (
              <tr key={e.id}>
                <td data-label="일시" className="text-nowrap">
                  {formatDateTime(e.created_at)}
                </td>
                <td data-label="관리자">{e.actor_name}</td>
                <td data-label="작업">{AUDIT_ACTION_LABELS[e.action]}</td>
                <td data-label="대상">
                  {(AUDIT_TARGET_LABELS as Record<string, string>)[e.target_type] ?? '기타'} {e.target_name ?? (e.target_type === 'setting' ? '' : (e.target_id ?? ''))}
                </td>
                <td data-label="내용" className="text-break">
                  {detailText(e)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {total > AUDIT_PAGE && (
        <div className="d-flex justify-content-center gap-2">
          <Button size="sm" variant="outline-secondary" disabled={filters.offset === 0} onClick={() => setFilters((f) => ({ ...f, offset: Math.max(0, f.offset - AUDIT_PAGE) }))}>
            이전
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={filters.offset + AUDIT_PAGE >= total} onClick={() => setFilters((f) => ({ ...f, offset: f.offset + AUDIT_PAGE }))}>
            다음
          </Button>
        </div>
      )}
    </section>
  );
}
